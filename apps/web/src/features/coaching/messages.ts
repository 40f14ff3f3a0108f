// User-facing texts of this feature: one-to-one job-search coaching (/qzpp), the page for companies
// (/business) and the consult form both end in.
import { CONSULT_MESSAGES } from '@app/shared/coaching-messages';

export const COACHING_MESSAGES = {
  pageTitles: {
    coaching: '求职辅导',
    forCompanies: '企业招聘',
  },
  form: {
    ...CONSULT_MESSAGES,
    title: '预约免费咨询',
    hint: '留下联系方式，顾问会在您方便的时间致电，首次咨询免费。',
    name: '您的称呼',
    namePlaceholder: '如：王同学',
    mobile: '手机号',
    mobilePlaceholder: '11位手机号',
    topic: '需要的帮助',
    topicPlaceholder: '请选择',
    preferredTime: '方便联系的时间',
    preferredTimePlaceholder: '请选择（选填）',
    message: '补充说明',
    messagePlaceholder: '目标岗位、目前遇到的问题等（选填）',
    submit: '提交预约',
    submitting: '提交中...',
    doneTitle: '预约已提交',
    again: '修改预约信息',
    topics: {
      resume: '简历精修',
      mock: '模拟面试陪练',
      offer: 'Offer 选择与谈薪',
      career: '职业方向规划',
      hiring: '企业招聘合作',
    },
    times: ['工作日白天', '工作日晚上', '周末', '随时都可以'],
  },
  coaching: {
    eyebrow: '一对一求职辅导',
    title: '资深顾问一对一，陪你把求职这件事做好',
    subtitle: '从简历到 Offer，针对你的经历和目标岗位给出具体、可执行的建议，而不是泛泛而谈。',
    cta: '预约免费咨询',
    tryAi: '先用 AI 模拟面试练一练',
    coversTitle: '一次辅导包括什么',
    covers: [
      {
        key: 'resume',
        title: '简历精修',
        text: '逐条梳理经历，突出与目标岗位相关的成果与数据，修改后的简历可直接投递。',
      },
      {
        key: 'mock',
        title: '真人模拟面试',
        text: '顾问按目标公司的面试风格提问与追问，结束后逐题复盘答题思路与表达。',
      },
      {
        key: 'offer',
        title: 'Offer 选择',
        text: '多个 Offer 怎么选、薪资怎么谈，结合行业、团队与成长空间帮你权衡。',
      },
    ],
    coachesTitle: '辅导顾问',
    coaches: [
      {
        name: '陈老师',
        role: '互联网技术招聘负责人',
        background: '10 年技术招聘经验，面试过 3000+ 位研发候选人，熟悉大厂技术面与交叉面。',
      },
      {
        name: '林老师',
        role: '产品与运营方向职业顾问',
        background: '曾任头部互联网公司产品总监，擅长产品经理、运营岗位的简历与案例面辅导。',
      },
      {
        name: '赵老师',
        role: '校招与职业规划顾问',
        background: '8 年高校就业指导经验，帮助应届生梳理方向、准备群面与结构化面试。',
      },
    ],
    pricingTitle: '收费方式',
    pricing: [
      {
        key: 'free',
        title: '首次咨询',
        price: '免费',
        text: '30 分钟电话沟通，了解你的情况并给出建议方向。',
      },
      {
        key: 'single',
        title: '单次辅导',
        price: '按次计费',
        text: '简历精修或一场模拟面试复盘，顾问沟通后报价，满意再付费。',
      },
      {
        key: 'season',
        title: '求职季陪跑',
        price: '套餐优惠',
        text: '从简历到 Offer 全程陪跑，适合集中求职的同学。',
      },
    ],
  },
  business: {
    eyebrow: '企业招聘',
    title: '用 AI 面试报告，更快找到对的人',
    subtitle:
      '求职者在平台完成 AI 模拟面试，优秀人选进入人才库并推荐给合作企业，每份推荐都附带多维度面试报告。',
    cta: '预约招聘顾问',
    /** A recruiter with an account: the business login, or the inbox when already logged in. */
    recruiterLogin: '招聘方登录',
    recruiterInbox: '进入招聘消息',
    offersTitle: '我们为企业提供',
    offers: [
      {
        key: 'pool',
        title: '人才库',
        text: '按岗位、城市与面试得分浏览候选人，面试表现优秀的求职者会被优先推荐。',
      },
      {
        key: 'report',
        title: '面试报告',
        text: '每位投递者附带 AI 面试报告：综合得分、六个维度的表现与依据，以及面试录像回放。',
      },
      {
        key: 'inbox',
        title: '候选人沟通',
        text: '候选人用面试结果投递后，招聘方可在消息中与其直接沟通、约面。',
      },
    ],
    inboxNote: '招聘方账号由平台顾问开通，开通后即可查看投递并与候选人沟通。',
  },
} as const;
