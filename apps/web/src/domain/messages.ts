// User-facing texts of the shared domain UI (src/domain): what several features show the same way.
export const DOMAIN_MESSAGES = {
  scoreRing: {
    /** A score that was not measured (no signals for it), drawn in the ring instead of a number. */
    notMeasured: '未测量',
  },
  /** The report of one interview (domain/interview-report): the owner's analysis page and /demo's sample. */
  report: {
    title: '面试分析',
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
      /** After the date of the interview this report is about. */
      thisOne: '（本场）',
    },
    print: {
      generated: (date: string) => `报告生成于 ${date}`,
    },
  },
  /** The two interviewers (UI.md 'Interviewers'): the selection page, the room and /demo's tour. */
  interviewers: {
    2: {
      name: '严谨型面试官 · 陈言',
      tagline: '理性 · 严格 · 追问到底',
      style: '逻辑清晰、节奏紧凑，对模糊或没有数据支撑的回答会连续追问，模拟压力面试的真实强度。',
      suited: [
        '即将参加正式面试、想检验抗压能力的求职者',
        '技术岗、咨询岗等重视逻辑与细节的岗位',
        '已有一定面试经验，希望查漏补缺的人',
      ],
    },
    3: {
      name: '温和型面试官 · 林悦',
      tagline: '温和 · 耐心 · 鼓励为主',
      style: '语气亲切，循序渐进地提问，会在你卡壳时给出引导，帮助你把经历讲清楚、讲完整。',
      suited: [
        '第一次参加模拟面试的同学',
        '面试容易紧张、想先建立信心的求职者',
        '转行或换岗、需要梳理经历的人',
      ],
    },
  },
} as const;
