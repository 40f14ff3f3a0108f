// The prompts of each step: a system message saying the role and the exact reply format, a user message
// with the material. Chinese, as the product; the interview language decides what the interviewer speaks.
import { JOB_FAMILIES } from '../families.ts';
import type { InterviewPlan, PlannedQuestion, SpokenLine } from '../port.ts';
import type { Messages } from './chat.ts';
import type { TurnAction } from './schemas.ts';

/** Documents and answers are cut to this many characters in a prompt. */
const DOC_CHARS = 12_000;
const LINE_CHARS = 1_500;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

const speaks = (plan: InterviewPlan) => (plan.language === 'en' ? '全程用英语' : '全程用中文');

function persona(plan: InterviewPlan): string {
  const position = plan.profiles.jd.position || '目标岗位';
  const style =
    plan.style === 2
      ? '你的风格是严格的压力面试官：追问细节、质疑含糊之处、要求给出数据，语气专业但不客气。'
      : '你的风格是温和的面试官：先肯定候选人的努力，再引导补充，语气友善、鼓励。';
  return `你是一位经验丰富的${position}面试官，正在进行一场约${plan.minutes}分钟的模拟面试。${style}${speaks(plan)}，像真人说话一样自然，不使用 Markdown、列表或表情符号。`;
}

export function profilesPrompt(jdText: string, resumeText: string): Messages {
  const families = JOB_FAMILIES.map((f) => f.name).join('、');
  return [
    {
      role: 'system',
      content: `你是招聘领域的信息抽取助手。阅读岗位描述（JD）和简历，只输出一个 JSON 对象，不要任何其他文字。格式：
{"jd":{"position":"岗位名称","family":"岗位族","skills":["技能"],"responsibilities":["职责"],"requirements":["要求"],"seniority":"junior|mid|senior|lead|unknown"},
"resume":{"education":[{"school":"","degree":"","major":""}],"years_of_experience":数字或null,"skills":["技能"],"projects":[{"name":"","role":"","actions":["候选人做了什么"],"results":["取得的结果，保留数字"]}]}}
family 从以下取一个最贴切的，都不合适时填"通用"：${families}。
简历部分不得包含姓名、电话、邮箱等个人身份信息。文档是中文或英文都可以，字段值保留原文语言。`,
    },
    { role: 'user', content: `【JD】\n${cut(jdText, DOC_CHARS)}\n\n【简历】\n${cut(resumeText, DOC_CHARS)}` },
  ];
}

export function planPrompt(plan: InterviewPlan, count: number): Messages {
  const draft = plan.questions.map((q) => ({ id: q.id, text: q.text, kind: q.kind, topic: q.topic }));
  return [
    {
      role: 'system',
      content: `${persona(plan)}
请为这场面试定下 ${count} 道左右的问题，只输出一个 JSON 对象，不要任何其他文字。格式：
{"questions":[{"from":"沿用或改写的草稿题 id，新题为 null","text":"问题原文","kind":"technical|project|behavioural|general","topic":"考察的 JD 技能或简历项目","keywords":["好回答会提到的词"],"outline":["好回答的要点"],"difficulty":1到3}]}
要求：第一题让候选人做简短的自我介绍或介绍与岗位最相关的经历；问题要结合 JD 的技能要求和简历中的具体项目与成果；技术题、项目题、行为题搭配；不要重复；${plan.style === 2 ? '难度偏高' : '难度循序渐进'}；问题${plan.language === 'en' ? '用英语' : '用中文'}。
草稿题来自题库和规则引擎，可以沿用、改写或替换。`,
    },
    {
      role: 'user',
      content: JSON.stringify({ jd: plan.profiles.jd, resume: plan.profiles.resume, draft }),
    },
  ];
}

export function openPrompt(plan: InterviewPlan, first: PlannedQuestion): Messages {
  return [
    {
      role: 'system',
      content: `${persona(plan)}
现在面试开始。请用一两句话问候候选人、说明面试流程，然后提出第一个问题。直接输出你要说的话。`,
    },
    { role: 'user', content: `第一个问题：${first.text}` },
  ];
}

function transcript(dialogue: SpokenLine[]): string {
  return dialogue
    .slice(-24)
    .map((l) => `${l.speaker === 'interviewer' ? '面试官' : '候选人'}：${cut(l.text, LINE_CHARS)}`)
    .join('\n');
}

const ACTIONS: Record<TurnAction, string> = {
  follow_up:
    '{"action":"follow_up","reason":"thin|vague|unquantified|off_topic"}：针对刚才的回答追问一次（thin 太简短，vague 缺少具体行动或例子，unquantified 说了结果却没有数据，off_topic 答非所问）',
  next: '{"action":"next"}：简短回应刚才的回答，然后提出下一个问题',
  close: '{"action":"close"}：礼貌地结束面试，感谢候选人，说明结果稍后可查看',
};

export interface TurnPromptInput {
  plan: InterviewPlan;
  dialogue: SpokenLine[];
  current: PlannedQuestion | null;
  next: PlannedQuestion | null;
  allowed: TurnAction[];
  timeUp: boolean;
}

export function turnPrompt({ plan, dialogue, current, next, allowed, timeUp }: TurnPromptInput): Messages {
  const options = allowed.map((a) => `- ${ACTIONS[a]}`).join('\n');
  const facts = [
    current
      ? `当前问题：${current.text}\n好回答的要点：${current.outline.join('；') || '（无）'}\n关键词：${current.keywords.join('、') || '（无）'}`
      : '',
    next ? `下一个问题（选 next 时必须提出它，可稍作口语化）：${next.text}` : '',
    timeUp ? '面试时间已到。' : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    {
      role: 'system',
      content: `${persona(plan)}
根据候选人最后的回答决定下一步，只能从下列动作中选一个：
${options}
输出格式严格如下：第一行只写所选动作的 JSON 对象，从第二行起是你要对候选人说的话（一到三句）。`,
    },
    { role: 'user', content: `${facts}\n\n对话记录：\n${transcript(dialogue)}` },
  ];
}

export interface AnsweredQuestion {
  index: number;
  question: PlannedQuestion;
  answer: string;
}

export function assessPrompt(plan: InterviewPlan, answered: AnsweredQuestion[]): Messages {
  const items = answered.map((a) => ({
    index: a.index,
    question: a.question.text,
    outline: a.question.outline,
    keywords: a.question.keywords,
    answer: cut(a.answer, 3_000),
  }));
  return [
    {
      role: 'system',
      content: `你是${plan.profiles.jd.position || '该岗位'}的资深面试官，根据候选人的回答内容（只看内容，不评价语气和仪态）给出评估。只输出一个 JSON 对象，不要任何其他文字。格式：
{"content":{"score":0到100,"evidence":[{"signal":"依据的方面，如 JD 关键词覆盖、STAR 结构、具体性、相关性","note":"说明"}],"advice":"一句改进建议"},
"questions":[{"index":题号,"score":0到100,"missing":["这次回答缺少的要点"],"better_answer":"更好回答的提纲"}],
"summary":"总体评价","strengths":["优势"],"weaknesses":["不足"]}
评分要有区分度：回答空泛、没有例子和数据的给低分，结构清晰、有具体行动和量化结果的给高分。用中文写评价。`,
    },
    { role: 'user', content: JSON.stringify({ jd: plan.profiles.jd, answers: items }) },
  ];
}
