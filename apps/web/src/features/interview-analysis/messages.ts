// User-facing texts of this feature. The analysis of one interview (the report).
import { RECOMMEND_MESSAGES } from '@app/shared/recommend-messages';
import { DOMAIN_MESSAGES } from '@/domain/messages';

const R = DOMAIN_MESSAGES.report;

export const INTERVIEW_ANALYSIS_MESSAGES = {
  pageTitles: {
    analysis: R.title,
  },
  // The report itself (domain/interview-report), shared with /demo's sample.
  hero: R.hero,
  verdict: R.verdict,
  sections: R.sections,
  dimension: R.dimension,
  question: R.question,
  speakers: R.speakers,
  replay: R.replay,
  print: R.print,
  trend: {
    ...R.trend,
    tooFew: '完成两场及以上面试后，这里会显示各项能力的变化趋势',
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
} as const;
