// User-facing texts of this feature. The analysis of one interview (the report).
import { RECOMMEND_MESSAGES } from '@app/shared/recommend-messages';

export const INTERVIEW_ANALYSIS_MESSAGES = {
  pageTitles: {
    analysis: '面试分析',
  },
  empty: {
    title: '暂无面试记录',
    hint: '完成一场模拟面试后，这里会生成你的面试分析报告',
    action: '立即面试',
  },
  notFound: '面试记录不存在或已删除',
  loadFailed: '面试分析加载失败，请重试',
  retry: '重试',
  notFinished: '这场面试还没有结束，结束后即可查看分析报告',
  continueInterview: '继续面试',
  hero: {
    overall: '综合得分',
    notMeasured: '未测量',
    position: '面试岗位',
    date: '面试时间',
    duration: '面试时长',
    minutes: (m: number) => `${m} 分钟`,
  },
  /** One sentence for the hero, by overall score band. */
  verdict: (score: number | null) =>
    score === null
      ? '这场面试没有采集到可评分的信号，完成一场开启摄像头和麦克风的面试可获得完整分析。'
      : score >= 80
        ? '表现出色：回答扎实、表达自信，保持这个状态去投递心仪的岗位吧。'
        : score >= 60
          ? '表现良好：基础不错，针对下面标出的薄弱项练一练，还能更上一层楼。'
          : '还有提升空间：先从得分最低的两项入手，重练几道题，很快就能看到进步。',
  sections: {
    radar: '能力雷达',
    dimensions: '六项能力',
    summary: '综合评价',
    strengths: '优势',
    weaknesses: '待提升',
    questions: '逐题复盘',
    replay: '面试回放',
    transcript: '面试对话',
    trend: '成绩趋势',
    videos: '推荐学习',
    jobs: '推荐职位',
  },
  dimension: {
    evidence: '依据',
    advice: '建议',
    notMeasured: '未测量',
    notMeasuredHint: '本场面试没有采集到这一项的信号（例如摄像头未开启），因此不打分。',
  },
  question: {
    answer: '你的回答',
    score: '得分',
    missing: '还可以补充',
    better: '更好的回答思路',
    practise: '再练一次这道题',
    noAnswer: '（未作答）',
    noneMissing: '要点基本齐全',
  },
  speakers: { interviewer: '面试官', candidate: '我' },
  replay: {
    noVideo: '这场面试没有录像，可以在下方查看完整对话。',
    hint: '点击任意一句对话，视频会跳到那一刻',
  },
  trend: {
    overall: '综合得分',
    tooFew: '完成两场及以上面试后，这里会显示各项能力的变化趋势',
    /** After the date of the interview this report is about. */
    thisOne: '（本场）',
  },
  /** The server's texts about recommendations, which this page compares an error with. */
  recommend: RECOMMEND_MESSAGES,
  videos: {
    empty: '暂无推荐内容',
    for: (label: string) => `针对：${label}`,
    minutes: (seconds: number) => `约 ${Math.max(1, Math.round(seconds / 60))} 分钟`,
  },
  jobs: {
    empty: '暂无匹配的职位',
    more: '查看更多职位',
  },
  actions: {
    talentPool: '推荐到人才库',
    apply: '用此结果投递',
    pickJob: '请在“推荐职位”中选择要投递的岗位',
    applyJob: '立即投递',
    print: '打印 / 保存为 PDF',
    talentPoolFailed: '推荐失败，请重试',
    talentPoolOk: '确认推荐',
    talentPoolDone: '已推荐到人才库',
    talentPoolWithdraw: '撤回推荐',
    talentPoolWithdrawHint: '撤回后，合作企业将不再看到这次面试。',
    openPrivacy: '去开启',
    later: '以后再说',
  },
  print: {
    generated: (date: string) => `报告生成于 ${date}`,
  },
} as const;
