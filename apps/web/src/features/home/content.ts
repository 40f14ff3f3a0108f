// What the home page says about the product (SPEC §1): the marketing figures, the carousel's slides, the
// expert team and the partners. Content in one place: components only lay it out.

/** SPEC §1 marketing claims. */
export const HOME_FIGURES = [
  { value: '100,000+', label: '面试题' },
  { value: '2,000+', label: 'offer' },
  { value: '1000+', label: '专家' },
] as const;

/** The carousel of SPEC §1 (autoplay every CAROUSEL_AUTOPLAY_MS). */
export const HOME_SLIDES = [
  {
    key: 'coach',
    title: 'AI 面试教练',
    text: '根据岗位 JD 与简历个性化出题，压力追问，面试结束即刻生成多维度报告。',
    tone: 'blue',
  },
  {
    key: 'talent',
    title: '进入人才库，让机会来找你',
    text: '面试表现优秀的求职者将被推荐给合作企业，投递时附上你的面试报告。',
    tone: 'green',
  },
  {
    key: 'coaching',
    title: '一对一求职辅导',
    text: '资深顾问帮你精修简历、真人模拟面试、权衡 Offer，首次咨询免费。',
    tone: 'orange',
  },
] as const;

/** The expert team: who stands behind the questions and the coaching. */
export const HOME_EXPERTS = [
  { name: '陈老师', role: '技术招聘负责人', text: '10 年技术招聘，面试过 3000+ 位研发候选人。' },
  { name: '林老师', role: '前产品总监', text: '头部互联网公司产品总监，擅长产品与运营岗位辅导。' },
  { name: '赵老师', role: '校招与职业规划顾问', text: '8 年高校就业指导，帮助应届生找准方向。' },
  { name: '周老师', role: 'HRBP 与薪酬顾问', text: '熟悉各行业职级与薪酬体系，擅长 Offer 谈判。' },
] as const;

/** Partner companies, shown as wordmarks (no third-party logo files). */
export const HOME_PARTNERS = [
  '星河科技',
  '云帆数据',
  '启明教育',
  '蓝海电商',
  '远航智能',
  '青禾医疗',
] as const;
