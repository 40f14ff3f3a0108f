// User-facing texts of this feature. The /demo page: a guided tour of one interview, ending at login.

export const DEMO_MESSAGES = {
  pageTitles: {
    demo: '产品演示',
  },
  hero: {
    eyebrow: '产品演示 · 无需登录',
    title: '四步看懂一场 AI 模拟面试',
    subtitle:
      '从选择面试官到拿到报告，下面用一场真实跑完的示例面试带你走一遍：题目由 AI 面试官根据岗位 JD 和简历生成，报告由同一套评分引擎算出。',
    skip: '跳过演示，直接登录',
  },
  stepsLabel: '演示步骤',
  stepOf: (n: number, total: number) => `第 ${n} 步 / 共 ${total} 步`,
  steps: {
    choose: {
      title: '选择面试官与岗位',
      lead: '两位面试官风格不同：严谨型会连续追问，温和型循序渐进。岗位可以从热门职位直接选，也可以上传任意 JD。',
      chosen: '本次示例选择',
      job: '示例岗位',
      jobHint: '在热门职位里点“面试这个岗位”，岗位的 JD 会自动带入下一步。',
    },
    prepare: {
      title: '准备：上传 JD 与简历',
      lead: 'AI 面试官读取 JD 的职责与要求、简历里的项目和数据，为你生成专属题目；面试时长、语言也在这一步设定。',
      jd: '岗位 JD',
      resume: '简历（示例，已去除联系方式）',
      questions: (n: number) => `据此生成的 ${n} 道题`,
      minutes: (m: number) => `面试时长 ${m} 分钟`,
    },
    room: {
      title: '进入面试房间',
      lead: '面试官语音提问并配有字幕，你用语音或打字回答；回答含糊或缺少数据时，面试官会追问。摄像头和麦克风只用于本地分析表情、语速和停顿。',
      transcript: '面试对话（节选）',
      speaking: '面试官正在提问',
      followUp: '追问',
      more: (n: number) => `…… 后面还有 ${n} 句，完整对话见报告中的“面试回放”`,
    },
    report: {
      title: '拿到面试报告',
      lead: '面试结束即生成报告：综合得分、六项能力、逐题复盘和更好的回答思路，都来自这场示例面试的真实评分结果。',
      sampleNote: '以下为示例报告，登录后完成一场面试即可生成你自己的报告。',
    },
  },
  previous: '上一步',
  next: '下一步',
  login: '登录，开始我的模拟面试',
  start: '开始我的模拟面试',
  ending: {
    title: '准备好了吗？',
    text: '微信扫码登录即可免费体验，第一场面试大约需要 10 到 15 分钟。',
  },
} as const;
