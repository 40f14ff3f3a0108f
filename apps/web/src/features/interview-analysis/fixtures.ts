// Response fixtures of the report's calls, in the shapes of the shared contracts (component tests use them).
import type { InterviewResult } from '@app/shared/interviews';
import type { RecommendResult, RecommendVideoResponse } from '@app/shared/recommend';
import type { TrendPoint } from './api/get-trend';

const line = (seq: number, speaker: 'interviewer' | 'candidate', text: string, at_ms: number | null) => ({
  seq,
  speaker,
  kind: speaker === 'interviewer' ? ('question' as const) : ('answer' as const),
  text,
  at_ms,
  create_time: '2026-11-20T02:00:00.000Z',
});

export const resultFixture: InterviewResult = {
  interview_id: 7,
  interview_name: '前端开发工程师模拟面试',
  interview_position: '前端开发工程师',
  interviewer_id: 3,
  language: 'zh',
  status: 'finished',
  create_time: '2026-11-20T02:00:00.000Z',
  duration: 900,
  overall_score: 72,
  scores: {
    body_language: {
      score: 81,
      evidence: [{ signal: 'head_motion', value: 0.08, note: '头部动作平稳，偶有晃动' }],
      advice: '回答时双手自然放在桌面，减少小动作。',
    },
    facial_expression: {
      score: 66,
      evidence: [{ signal: 'gaze_ratio', value: 0.58, note: '58% 的时间看向镜头' }],
      advice: '回答时多看镜头，像看着面试官的眼睛。',
    },
    grooming: { score: null, evidence: [], advice: '' },
    interview_tone: {
      score: 74,
      evidence: [{ signal: 'level_sd_db', value: 6.2, note: '音量起伏适中' }],
      advice: '在要点之间稍作停顿。',
    },
    timely_response: {
      score: 55,
      evidence: [{ signal: 'avg_response_ms', value: 6400, note: '平均 6.4 秒开始回答' }],
      advice: '被问住时先复述问题、说出思路。',
    },
    content: {
      score: 70,
      evidence: [{ signal: 'keyword_coverage', value: 0.6, note: '覆盖了 60% 的要点' }],
      advice: '用 STAR 法则讲项目，补上量化结果。',
    },
  },
  summary: '整体表现良好，技术基础扎实，但回答节奏偏慢、项目成果缺少数据支撑。',
  strengths: ['React 原理讲得清楚', '态度积极'],
  weaknesses: ['项目成果没有量化', '开口偏慢'],
  questions: [
    {
      seq: 2,
      question: '请介绍一个你做过的性能优化',
      answer: '我把首页的包拆分了，加载快了很多。',
      score: 64,
      missing: ['优化前后的数据', '如何定位瓶颈'],
      better_answer: '先讲背景与指标，再讲定位方法、采取的措施，最后用数据说明结果。',
    },
    {
      seq: 4,
      question: 'React 的 key 有什么作用？',
      answer: '帮助 React 识别列表中的元素，减少不必要的重新渲染。',
      score: 85,
      missing: [],
      better_answer: '说明 diff 中 key 的作用，举出用下标作 key 的问题。',
    },
  ],
  dialogues: [
    line(1, 'interviewer', '你好，我们开始吧，请先做个自我介绍。', 0),
    line(2, 'candidate', '您好，我是张三，做了三年前端开发。', 4_000),
    line(3, 'interviewer', '请介绍一个你做过的性能优化。', 30_000),
    line(4, 'candidate', '我把首页的包拆分了，加载快了很多。', 36_000),
    line(5, 'interviewer', '好的，今天就到这里。', null),
  ],
  video_url: '/api/files/recordings/7.webm?e=1&s=sig',
};

export const trendFixture: TrendPoint[] = [
  {
    interview_id: 3,
    interview_name: '第一次面试',
    create_time: '2026-11-01T02:00:00.000Z',
    overall_score: 58,
    scores: {
      body_language: 70,
      facial_expression: 60,
      grooming: null,
      interview_tone: 62,
      timely_response: 50,
      content: 55,
    },
  },
  {
    interview_id: 7,
    interview_name: '前端开发工程师模拟面试',
    create_time: '2026-11-20T02:00:00.000Z',
    overall_score: 72,
    scores: {
      body_language: 81,
      facial_expression: 66,
      grooming: null,
      interview_tone: 74,
      timely_response: 55,
      content: 70,
    },
  },
];

export const videosFixture: RecommendVideoResponse = {
  weakest: ['timely_response', 'facial_expression'],
  lists: [
    {
      id: 20,
      title: '技术面试的节奏：边想边说地写代码',
      description: '算法与编码题如何先讲思路、再写代码、最后测试。',
      duration: 1080,
      url: 'https://search.bilibili.com/all?keyword=x',
      source: '哔哩哔哩',
      dimensions: ['timely_response', 'content'],
      families: ['技术'],
      for_dimension: 'timely_response',
    },
  ],
};

export const jobsFixture: RecommendResult = {
  recommend_id: 11,
  interview_id: 7,
  create_time: '2026-11-20T02:00:00.000Z',
  count: 1,
  lists: [
    {
      id: 501,
      title: '前端开发工程师',
      recruitment_type: 0,
      salary_start: 15,
      salary_end: 25,
      salary_month: 14,
      salary: '',
      work_nature: '全职',
      education: 4,
      experience: 2,
      company_id: 1,
      company_name: '星云科技',
      company_logo: '',
      category: '技术',
      city: '北京',
      job_address: '北京市海淀区',
      publish_time: '2026-11-19T02:00:00.000Z',
      job_keywords: 'React,TypeScript',
      description: '',
      requirement: '',
      company_profile: '',
      is_favorite: false,
    },
  ],
};
