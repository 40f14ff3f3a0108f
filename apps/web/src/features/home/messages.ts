// User-facing texts of the home page (SPEC §1: the AI interview coach pitch and the marketing claims).

export const HOME_MESSAGES = {
  eyebrow: 'AI 模拟面试 · 你的专属求职教练',
  titleLead: 'AI面试官',
  titleAccent: '陪你练到拿 Offer',
  subtitle:
    '个性化出题、压力追问、多维度评估，面试结束即刻给出反馈与提升建议。像真实面试一样练习，比真实面试更懂你。',
  freeTrial: '免费试用',
  startInterview: '开始模拟面试',
  coaching: '了解求职辅导',
  stats: [
    { value: '100,000+', label: '面试题' },
    { value: '2,000+', label: 'offer' },
    { value: '1000+', label: '专家' },
  ],
  featuresTitle: '一站式求职助手',
  featuresSubtitle: '从模拟面试到拿到 offer，每一步都有人陪你',
  features: [
    {
      key: 'coach',
      title: 'AI 面试教练',
      description: '根据岗位 JD 与你的简历个性化出题，压力追问，多维度评估，并给出反馈与提升建议。',
    },
    {
      key: 'talent',
      title: '人才库推荐',
      description: '面试表现优秀的求职者将进入人才库，推荐给合作企业，让好机会主动找到你。',
    },
    {
      key: 'coaching',
      title: '一对一求职辅导',
      description: '资深行业专家一对一辅导，简历打磨、面试复盘、职业选择，全程陪跑。',
    },
    {
      key: 'career',
      title: '职业路径规划',
      description: '结合你的经历与目标，规划清晰可执行的成长路线。',
      badge: '开发中',
    },
  ],
  stepsTitle: '三步开始一场模拟面试',
  steps: [
    { title: '选择面试官', description: '温和鼓励或理性严格，选一位适合你的 AI 面试官' },
    { title: '上传 JD 与简历', description: '面试官据此规划问题，贴合真实岗位要求' },
    { title: '开始面试，获取报告', description: '实时对话与追问，结束后生成多维度分析报告' },
  ],
  illustration: {
    question: '能具体讲讲项目中最难的部分吗？',
    interviewer: 'AI 面试官',
    you: '你',
    followUp: '压力追问',
    evaluation: '多维评估',
    score: '综合得分',
    dimensions: [
      { label: '内容', value: 92 },
      { label: '表达', value: 85 },
      { label: '仪态', value: 80 },
    ],
  },
} as const;
