// The prompts of each step: a system message saying the role and the exact reply format, a user message
// with the material. Chinese, as the product; the interview language decides what the interviewer speaks.
import { JOB_FAMILIES } from '../families.ts';
import { plannedCount } from '../policy.ts';
import type { InterviewPlan, PlannedQuestion, SpokenLine } from '../port.ts';
import type { Messages } from './chat.ts';
import type { TurnAction } from './schemas.ts';

/** Documents and answers are cut to this many characters in a prompt. */
const DOC_CHARS = 12_000;
const LINE_CHARS = 1_500;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Grounding rules every step keeps: the candidate's material is the profiles' and nothing else, the job's
 * family bounds what is asked, and a JD's labels never reach a question.
 */
export function groundingRules(plan: InterviewPlan): string {
  const family = plan.profiles.jd.family;
  return `事实约束：
1. 只使用给出的结构化资料（jd、resume）。提到候选人的项目时，项目名称和数字必须与 resume.projects 中的 name、figures 完全一致，不得编造或改动数字。
2. 问题只属于“${family}”岗位族和通用问题（动机、团队协作、抗压、职业规划）；公司业务里的词（如电商、SaaS、教育）不是另一个岗位，不要因此问别的岗位的问题。
3. 引用岗位职责或要求时去掉“岗位职责：”“任职要求：”之类的标签，在意群处截断，不要截断在括号或日期中间。`;
}

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
{"jd":{"position":"岗位名称（原样保留括号）","family":"岗位族","skills":["技能"],"responsibilities":["职责，不带标签"],"requirements":["要求，不带标签"],"seniority":"junior|mid|senior|lead|unknown"},
"resume":{"education":[{"school":"","degree":"","major":""}],"years_of_experience":数字或null,"skills":["技能"],"projects":[{"kind":"project 或 job（工作经历）","name":"项目名或公司名","role":"担任的角色","tech":["用到的技术或工具"],"actions":["候选人做了什么"],"results":["取得的结果，保留数字"],"figures":[{"metric":"指标","from":"原值或null","to":"新值"}]}]}}
family 从以下取一个最贴切的，都不合适时填"通用"：${families}。family 先看岗位名称，再看岗位职责；公司业务里的词不决定 family。
“项目一：名称（技术）。描述”这样一行一个项目的写法，name 只取名称，括号里的技术放进 tech。
简历部分不得包含姓名、电话、邮箱等个人身份信息。文档是中文或英文都可以，字段值保留原文语言。`,
    },
    { role: 'user', content: `【JD】\n${cut(jdText, DOC_CHARS)}\n\n【简历】\n${cut(resumeText, DOC_CHARS)}` },
  ];
}

export function planPrompt(plan: InterviewPlan, count: number): Messages {
  // The draft of the duration, not its reserve: the model plans what the duration holds.
  const draft = plan.questions
    .slice(0, plannedCount(plan))
    .map((q) => ({ id: q.id, text: q.text, kind: q.kind, topic: q.topic }));
  return [
    {
      role: 'system',
      content: `${persona(plan)}
请为这场面试定下 ${count} 道左右的问题，只输出一个 JSON 对象，不要任何其他文字。格式：
{"questions":[{"from":"沿用或改写的草稿题 id，新题为 null","text":"问题原文","kind":"technical|project|behavioural|general","topic":"考察的 JD 技能或简历项目","keywords":["好回答会提到的词"],"outline":["好回答的要点"],"difficulty":1到3}]}
${groundingRules(plan)}
要求：第一题让候选人做简短的自我介绍或介绍与岗位最相关的经历；至少两道题针对简历中的具体项目，点出项目名称并引用它的数字（例如“你在「会员积分系统改版」里把复购率从 21% 提到 30%：你具体做了哪几件事？”）；至少一道题核实简历中岗位也需要的一项技能；技术题、项目题、行为题搭配；不要重复；${plan.style === 2 ? '难度偏高' : '难度循序渐进'}；问题${plan.language === 'en' ? '用英语' : '用中文'}。
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
现在面试开始。请用一两句话问候候选人、说明面试流程，然后提出第一个问题（原样提出，不要改动其中的项目名和数字）。直接输出你要说的话。`,
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
    '{"action":"follow_up","reason":"thin|vague|unquantified|off_topic|probe"}：针对刚才的回答追问一次（thin 太简短，请对方举例；vague 缺少具体行动或例子；unquantified 说了结果却没有数据；off_topic 答非所问，把话题拉回问题；probe 回答扎实，就回答里提到的数字、取舍或本人的作用深挖）',
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
${groundingRules(plan)}
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
${groundingRules(plan)}
评分像招聘经理一样校准：有本人具体做法、角色和数据且切题的回答 75 分以上；尚可的 45-65；过于简短的 30 以下；没有回答的 10 以下；只重复 JD 用语、没有行动、例子和数据的长回答至少比好回答低 15 分；答非所问的给低分并在 missing 中说明偏题。知识题（概念、工具、方法）按 outline 中的要点是否答到来评分，不按 STAR 结构。
better_answer 写一段简短的 STAR 示范回答，用候选人自己在 resume.projects 里的项目和数字（问题涉及时），并说明这题看重什么；不要罗列零散的词。summary 点出最好和最弱的回答（按话题）以及原因。用中文写评价。`,
    },
    {
      role: 'user',
      content: JSON.stringify({ jd: plan.profiles.jd, resume: plan.profiles.resume, answers: items }),
    },
  ];
}
