// The learning catalogue the analysis page recommends from: product content, loaded on every start (not only
// with the demo world). Each entry names the SPEC §3 dimensions it trains and the job categories it suits;
// the link opens a search for the topic on 哔哩哔哩, so it never goes stale the way one video's address does.

export interface LearningVideoSeed {
  /** Stable key: reloading the catalogue updates the entry with this slug. */
  slug: string;
  title: string;
  description: string;
  /** Suggested study time, seconds. */
  duration: number;
  /** What the link searches for. */
  query: string;
  dimensions: Array<
    'body_language' | 'facial_expression' | 'grooming' | 'interview_tone' | 'timely_response' | 'content'
  >;
  /** Job categories of the board (技术, 产品, …) or 通用 for any job. */
  families: string[];
}

export const LEARNING_SOURCE = '哔哩哔哩';

export function learningUrl(query: string): string {
  return `https://search.bilibili.com/all?keyword=${encodeURIComponent(query)}`;
}

const m = (minutes: number) => minutes * 60;

export const LEARNING_VIDEOS: LearningVideoSeed[] = [
  // 肢体语言
  {
    slug: 'posture-basics',
    title: '面试坐姿与手势：让身体替你说“我很从容”',
    description: '坐姿、手放哪里、如何避免抖腿和小动作，三个练习帮你在镜头前显得稳重自信。',
    duration: m(12),
    query: '面试 坐姿 手势 肢体语言',
    dimensions: ['body_language'],
    families: ['通用'],
  },
  {
    slug: 'video-interview-framing',
    title: '视频面试的镜头感：机位、距离与上半身语言',
    description: '线上面试时摄像头高度、取景和上半身动作的要点，避免低头、晃动和离开画面。',
    duration: m(9),
    query: '视频面试 镜头 技巧',
    dimensions: ['body_language', 'grooming'],
    families: ['通用'],
  },
  {
    slug: 'nervous-habits',
    title: '紧张时的小动作怎么改：摸脸、转笔与晃动',
    description: '识别自己的紧张信号，用呼吸和“锚定动作”替代无意识的小动作。',
    duration: m(10),
    query: '面试 紧张 小动作 克服',
    dimensions: ['body_language', 'facial_expression'],
    families: ['通用'],
  },
  {
    slug: 'presence-sales',
    title: '销售面试的气场：开场三十秒的肢体表达',
    description: '销售与客户岗位看重的第一印象：站姿、握手、手势幅度与节奏。',
    duration: m(14),
    query: '销售 面试 第一印象 肢体语言',
    dimensions: ['body_language', 'interview_tone'],
    families: ['销售', '市场'],
  },
  // 面部表情
  {
    slug: 'eye-contact',
    title: '眼神交流练习：看镜头而不是看自己',
    description: '视频面试中把视线放在摄像头附近的方法，以及如何自然地移开和回来。',
    duration: m(8),
    query: '面试 眼神交流 看镜头',
    dimensions: ['facial_expression'],
    families: ['通用'],
  },
  {
    slug: 'natural-smile',
    title: '自然的微笑与表情管理',
    description: '放松面部肌肉、在回答开头和结尾自然微笑，避免僵硬或过度表情。',
    duration: m(11),
    query: '面试 表情管理 微笑',
    dimensions: ['facial_expression'],
    families: ['通用'],
  },
  {
    slug: 'pressure-face',
    title: '压力面试下稳住表情：被追问时怎么不慌',
    description: '面对质疑和追问时保持平和表情，先停顿再回答的练习。',
    duration: m(13),
    query: '压力面试 追问 应对 表情',
    dimensions: ['facial_expression', 'timely_response'],
    families: ['通用'],
  },
  {
    slug: 'empathy-service',
    title: '教育与医疗岗位的亲和力表达',
    description: '面对学生、家长和患者的岗位，如何用表情和语气传递耐心与共情。',
    duration: m(12),
    query: '教师 面试 亲和力 表情',
    dimensions: ['facial_expression', 'interview_tone'],
    families: ['教育', '医疗'],
  },
  // 仪容仪表
  {
    slug: 'dress-code',
    title: '面试着装指南：不同行业穿什么',
    description: '互联网、金融、教育、医疗等行业的面试着装差异，以及线上面试的上半身搭配。',
    duration: m(10),
    query: '面试 着装 指南 行业',
    dimensions: ['grooming'],
    families: ['通用'],
  },
  {
    slug: 'lighting-background',
    title: '视频面试的灯光与背景布置',
    description: '用一盏台灯和一面白墙解决脸暗、逆光和杂乱背景，让面试官看清你。',
    duration: m(7),
    query: '视频面试 灯光 背景 布置',
    dimensions: ['grooming'],
    families: ['通用'],
  },
  {
    slug: 'finance-image',
    title: '金融行业面试的职业形象',
    description: '银行、券商与投资岗位对职业形象的期待：正装、发型与配饰的分寸。',
    duration: m(9),
    query: '金融 面试 职业形象 着装',
    dimensions: ['grooming', 'body_language'],
    families: ['金融'],
  },
  {
    slug: 'grooming-checklist',
    title: '面试前十分钟检查清单',
    description: '发型、面部、衣领、设备和网络的出发前检查，避免临场慌乱。',
    duration: m(6),
    query: '面试前 准备 检查清单',
    dimensions: ['grooming', 'timely_response'],
    families: ['通用'],
  },
  // 语气语调
  {
    slug: 'voice-pace',
    title: '语速与停顿：让回答听起来有条理',
    description: '控制语速、在要点之间停顿、用重音标出关键信息的发声练习。',
    duration: m(11),
    query: '说话 语速 停顿 练习 面试',
    dimensions: ['interview_tone'],
    families: ['通用'],
  },
  {
    slug: 'confident-voice',
    title: '声音自信训练：音量、气息与尾音',
    description: '腹式呼吸和音量控制，去掉“嗯、那个、然后”等口头禅，说完一句话再收尾。',
    duration: m(15),
    query: '声音 自信 训练 口头禅',
    dimensions: ['interview_tone'],
    families: ['通用'],
  },
  {
    slug: 'teaching-voice',
    title: '试讲的语调与节奏',
    description: '教师岗试讲的语调起伏、提问节奏和课堂语言，让讲解有吸引力。',
    duration: m(16),
    query: '教师 试讲 语调 技巧',
    dimensions: ['interview_tone', 'content'],
    families: ['教育'],
  },
  {
    slug: 'persuasive-speech',
    title: '有说服力的表达：从陈述到打动人',
    description: '运营、市场与销售岗位常考的说服与表达：讲清利益、用数据和故事。',
    duration: m(14),
    query: '说服力 表达 技巧 职场',
    dimensions: ['interview_tone', 'content'],
    families: ['销售', '市场', '运营'],
  },
  // 反应速度
  {
    slug: 'think-aloud',
    title: '被问住时怎么办：先复述再思考的回答法',
    description: '遇到难题时用复述问题、说出思路争取思考时间，而不是长时间沉默。',
    duration: m(9),
    query: '面试 被问住 怎么回答',
    dimensions: ['timely_response'],
    families: ['通用'],
  },
  {
    slug: 'prepare-common',
    title: '二十个高频面试题的准备方法',
    description: '自我介绍、离职原因、优缺点、职业规划等高频题的准备框架，临场不卡壳。',
    duration: m(20),
    query: '高频面试题 回答 准备',
    dimensions: ['timely_response', 'content'],
    families: ['通用'],
  },
  {
    slug: 'mock-drill',
    title: '限时模拟练习：一分钟组织答案',
    description: '用计时练习训练一分钟内给出结论加两个要点的能力。',
    duration: m(10),
    query: '面试 限时 练习 组织语言',
    dimensions: ['timely_response'],
    families: ['通用'],
  },
  {
    slug: 'coding-interview-pace',
    title: '技术面试的节奏：边想边说地写代码',
    description: '算法与编码题如何先讲思路、再写代码、最后测试，避免冷场。',
    duration: m(18),
    query: '技术面试 算法题 思路 表达',
    dimensions: ['timely_response', 'content'],
    families: ['技术'],
  },
  // 回答内容
  {
    slug: 'star-method',
    title: 'STAR 法则：把经历讲成有结果的故事',
    description: '情境、任务、行动、结果四步讲项目和经历，重点讲“我做了什么”和量化结果。',
    duration: m(13),
    query: 'STAR法则 面试 回答',
    dimensions: ['content'],
    families: ['通用'],
  },
  {
    slug: 'self-intro',
    title: '一分钟自我介绍的结构',
    description: '与岗位匹配的自我介绍：我是谁、做过什么、为什么适合这个岗位。',
    duration: m(8),
    query: '一分钟 自我介绍 面试 结构',
    dimensions: ['content', 'timely_response'],
    families: ['通用'],
  },
  {
    slug: 'quantify-results',
    title: '用数字说话：量化你的工作成果',
    description: '把“提升了效率”改成“把发布时间从 2 小时降到 15 分钟”，找数字的方法。',
    duration: m(10),
    query: '简历 面试 量化 成果',
    dimensions: ['content'],
    families: ['通用'],
  },
  {
    slug: 'frontend-review',
    title: '前端面试知识体系梳理',
    description: '浏览器原理、JavaScript、React/Vue、性能优化与工程化的高频考点。',
    duration: m(45),
    query: '前端面试 知识体系 高频考点',
    dimensions: ['content'],
    families: ['技术'],
  },
  {
    slug: 'backend-review',
    title: '后端面试：数据库、缓存与系统设计',
    description: 'MySQL 索引与事务、Redis、消息队列和分布式系统设计题的回答思路。',
    duration: m(50),
    query: '后端面试 系统设计 数据库 缓存',
    dimensions: ['content'],
    families: ['技术'],
  },
  {
    slug: 'project-deep-dive',
    title: '技术项目深挖：被追问细节时如何回答',
    description: '准备项目的难点、取舍、指标和复盘，经得起面试官的连续追问。',
    duration: m(16),
    query: '项目经历 面试 深挖 追问',
    dimensions: ['content', 'timely_response'],
    families: ['技术', '产品'],
  },
  {
    slug: 'data-analysis-case',
    title: '数据分析岗位面试案例题',
    description: '指标拆解、AB 实验、归因分析等案例题的回答框架与 SQL 考点。',
    duration: m(30),
    query: '数据分析 面试 案例题 指标',
    dimensions: ['content'],
    families: ['技术', '运营'],
  },
  {
    slug: 'product-case',
    title: '产品经理面试：需求分析与产品设计题',
    description: '从用户、场景、需求到方案和指标，产品设计题的完整回答结构。',
    duration: m(25),
    query: '产品经理 面试 产品设计题',
    dimensions: ['content'],
    families: ['产品'],
  },
  {
    slug: 'design-portfolio',
    title: '设计师作品集讲解技巧',
    description: '如何在十分钟内讲清作品的背景、思考过程、设计决策与结果。',
    duration: m(18),
    query: '设计师 作品集 面试 讲解',
    dimensions: ['content', 'interview_tone'],
    families: ['设计'],
  },
  {
    slug: 'ops-growth',
    title: '运营岗面试：增长与活动复盘',
    description: '用户增长、活动策划与复盘类问题的回答框架，讲清目标、动作和数据。',
    duration: m(20),
    query: '运营 面试 活动复盘 增长',
    dimensions: ['content'],
    families: ['运营', '市场'],
  },
  {
    slug: 'sales-role-play',
    title: '销售面试情景模拟：把这支笔卖给我',
    description: '销售情景题的需求挖掘、价值呈现和异议处理步骤。',
    duration: m(12),
    query: '销售面试 情景模拟 卖笔',
    dimensions: ['content', 'interview_tone'],
    families: ['销售'],
  },
  {
    slug: 'hr-admin-interview',
    title: '职能岗位面试：人力、行政与财务常见问题',
    description: '招聘、员工关系、行政统筹和财务核算岗位的典型问题与回答要点。',
    duration: m(22),
    query: '人力资源 行政 面试 常见问题',
    dimensions: ['content'],
    families: ['职能'],
  },
  {
    slug: 'finance-technical',
    title: '金融岗位面试：行业研究与估值基础',
    description: '行业分析框架、三张报表和估值方法的高频问题。',
    duration: m(35),
    query: '金融 面试 估值 行业研究',
    dimensions: ['content'],
    families: ['金融'],
  },
  {
    slug: 'teacher-structured',
    title: '教师结构化面试答题思路',
    description: '教育教学、班级管理和人际沟通类结构化题目的答题框架。',
    duration: m(24),
    query: '教师 结构化面试 答题思路',
    dimensions: ['content', 'timely_response'],
    families: ['教育'],
  },
  {
    slug: 'medical-interview',
    title: '医药岗位面试：专业问题与合规意识',
    description: '医药代表、临床研究岗位的专业问题、合规要求和沟通案例。',
    duration: m(20),
    query: '医药代表 临床研究 面试',
    dimensions: ['content'],
    families: ['医疗'],
  },
  {
    slug: 'why-this-company',
    title: '“为什么选择我们”怎么答出诚意',
    description: '研究公司与岗位，把个人目标与公司业务连起来的回答方法。',
    duration: m(9),
    query: '为什么选择我们公司 面试 回答',
    dimensions: ['content'],
    families: ['通用'],
  },
  {
    slug: 'questions-to-ask',
    title: '面试最后的反问环节',
    description: '反问环节问什么能加分：团队、业务、成长，以及哪些问题不要问。',
    duration: m(7),
    query: '面试 反问 环节 问什么',
    dimensions: ['content', 'interview_tone'],
    families: ['通用'],
  },
];
