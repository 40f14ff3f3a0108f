// Measures of one answer against its question: length, figures, the candidate's own actions and role, STAR
// parts, the question's keywords and reference points it covers, whether it is on the subject at all. The
// follow-up decision, the score and the advice all read these, so they agree.
import type { InterviewPlan, PlannedQuestion } from '../port.ts';
import { answerLength, numberCount } from './text/segment.ts';
import { containsTerm, termsOf } from './text/terms.ts';

const SITUATION =
  /当时|那时|背景|场景|的时候|遇到|有位|有个|在.{0,12}(?:项目|公司|团队|期间|时候|医院|学校|班)|之前|有一次|曾经|起因|一开始|去年|那年|when i|at my|while|once|the situation|background|context|during/i;
const OWN_ACTION =
  /我(?:们)?(?:会|就)?(?:先|首先|主导|负责|设计|实现|开发|搭建|重构|优化|推动|引入|分析|排查|定位|编写|制定|组织|协调|沟通|采用|使用|用|做了|改|把|通过|提出|带领|建立|拆分|梳理|对比|调研|跟进|拉|算|约|留|请|做|写|整理|安排|打电话|争取|设计了|亲自|马上|当场|没有|就|再|又|还)|首先|然后|接着|第一步|第二步|最后我|具体(?:做法|来说)|i (?:work on|worked on|handled|did|made|led|built|designed|implemented|wrote|introduced|analy[sz]ed|profiled|refactored|set up|created|proposed|organi[sz]ed|reached out|negotiated|used|added|moved|split|ran|measured|changed|started|owned|paused|found|replayed|cut|kept|made|chose|asked|wrote)|first,|then i|next,|finally/i;
const ACTION_VERB =
  /重构|引入|搭建|主导|推动|拆分|排查|定位到|梳理|编写|制定|改造|迁移|接入|复盘|改成|换成|(?:做|组织|负责|参与|带|用|写|设计|策划|管理|处理|协调|安排|分析|整理|调整|跟进|建立|开发|优化|培训|辅导|实现|拉|测|上线|签|谈)(?:过|了)/;
const OWN_ROLE =
  /我(?:作为|是|担任|负责|主导|牵头|带领|亲自)|我的(?:角色|职责|部分)|本人|由我|as the|my role|i owned|i led|i was responsible/i;
const RESULT =
  /结果|最终|最后|效果|提升|提高|降低|减少|增长|节省|缩短|上线|达成|实现了|带来|提到|降到|做到|完成了|拿下|签下|回升|as a result|result|in the end|improv|reduc|increas|cut|saved|grew|achiev|launched|delivered|fell|dropped|rose|lifted|went (?:down|up)|fewer|lower|higher|faster|recovered/i;
const EXAMPLE =
  /例如|比如|举个例子|举例|有一次|当时|以.{1,10}为例|去年|那次|for example|for instance|one time|once|in my last|last year/i;
const NON_ANSWER =
  /^(?:不好意思|抱歉|嗯+|呃+|这个)?[，,。\s…]*(?:这个|这方面)?(?:我)?(?:不太|不是很|不)?(?:清楚|知道|了解|会|懂)|没(?:有|什么)?(?:做过|接触过|了解过|经验|想过|遇到过|想法)|说不(?:上来|清楚)|答不上来|想不起来|记不(?:太|大)?清|不(?:太|大)?记得|记得不(?:太|大)?清楚|i (?:don'?t|do not) (?:really )?remember|sorry,? i (?:don'?t|do not) (?:really )?know|no idea|not sure/i;
/** Words of work: an answer with none of them and none of the question's terms talks about something else. */
const WORK =
  /工作|实习|加班|优先级|排期|进度|按时|截止|deadline|访谈|活动|任务|上级|领导|老板|会议|汇报|计划|流程|项目|公司|团队|客户|用户|同事|负责|数据|业务|方案|产品|岗位|经验|学生|患者|老师|医院|家长|销售|面试|业绩|系统|需求|目标|管理|经历|职业|发展|学习|能力|work|project|team|customer|user|role|job|company|data|career|experience/i;

/** Claims of attitude or ability, not something done: 积极开展…, 努力提升…, 相信我能够胜任…. */
const CLAIM =
  /积极|努力|始终|一直|不断|全面|充分|认真|注重|重视|热爱|相信|希望|愿意|能够|可以|应该|善于|擅长|具备|具有|良好|高度|非常|十分|i am (?:passionate|confident|always)|i always|i believe|i can|i would|committed to|passionate/i;
/** What the candidate did not do or does not recall: 不记得, 没做过, I don't remember. */
const NOT_DONE =
  /记不|不(?:太|大)?(?:记得|清楚)|没(?:有)?(?:做|参与|接触)过|don'?t (?:remember|know)|did(?:n'?t| not)/i;
/** A clause reporting something that happened: a verb with 了 or 过 (not 为了, 了解, 通过, 过程…). */
const DONE = /(?<![为除不通经超])[\u4e00-\u9fff][了过](?![解程去来于])/;
/** A clause the candidate is the subject of, doing something (not 我的, 我是, 我觉得…). */
const I_DO =
  /(?:我|本人)(?:们)?(?:会|就|先|再|又|还|也|都)?(?:单独|主动|亲自|马上|立刻|赶紧|重新|当场|直接|专门|每天|每周)?(?![的是觉认相希热喜叫有在们])[\u4e00-\u9fff]/;
/** A clause that continues a sequence of steps: 先…, 然后…, 再…, 第二步…. */
const STEP = /^(?:首先|先|然后|接着|再|随后|之后|同时|另外|还|又|并且?|第[一二三四五六七八九十\d]步?)/;
/** A clause in English with the candidate doing something: I moved…, and made…, then I…. */
const EN_DONE =
  /\b(?:i|we)\s+(?:\w+ly\s+)?(?:\w+ed|made|built|led|wrote|ran|set|found|cut|kept|chose|took|brought|began|drove|sent|got|gave|put|split|spent|sat|met|paid|sold|won|moved)\b|^(?:and|then)\s+(?:\w+ed|made|built|wrote|ran|set|found|cut|kept|took|sent|split|moved)\b/i;

/**
 * Clauses where the candidate does something: an own action, as a hiring manager counts them. A clause is one
 * when it reports a thing done (了/过, I did), has the candidate as the subject of a verb, or continues a
 * sequence of steps; never a claim of attitude or ability, nor a result nobody is said to have brought about.
 */
export function ownActions(answer: string): number {
  const clauses = answer
    .split(/[，。；;！？!?,.\n]+|\s+(?=(?:and|then)\s)/i)
    .map((c) => c.trim())
    .filter(Boolean);
  return clauses.filter((c) => {
    if (CLAIM.test(c) || NOT_DONE.test(c)) return false;
    const mine = I_DO.test(c) || EN_DONE.test(c);
    if (RESULT.test(c) && !mine) return false;
    return mine || DONE.test(c) || STEP.test(c) || OWN_ACTION.test(c) || ACTION_VERB.test(c);
  }).length;
}

export interface AnswerMeasures {
  /** Characters (Chinese) or about two per English word. */
  length: number;
  numbers: number;
  actions: number;
  ownRole: boolean;
  example: boolean;
  star: { situation: boolean; action: boolean; result: boolean };
  /** Keywords of the question the answer touches, and how many there were. */
  keywordHits: string[];
  keywordTotal: number;
  /** Reference points of a knowledge question the answer covers (index into outline). */
  pointsCovered: number[];
  nonAnswer: boolean;
  offTopic: boolean;
}

/** A reference point is covered when the answer holds half its terms (at least one). */
export function coveredPoints(answer: string, points: string[]): number[] {
  const out: number[] = [];
  points.forEach((point, i) => {
    const terms = termsOf(point);
    if (terms.length === 0) return;
    const hits = terms.filter((t) => containsTerm(answer, t)).length;
    if (hits >= Math.max(1, Math.ceil(terms.length / 2))) out.push(i);
  });
  return out;
}

/** A knowledge question: from the bank, on a concept, tool or method, with reference points to check. */
export function isKnowledge(q: PlannedQuestion): boolean {
  return q.kind === 'technical' && q.bankId !== null;
}

// By the plan's profiles: the interviews module reads the plan afresh each turn, its profiles the same.
const contextCache = new Map<string, string[]>();

/** Terms the interview is about: everything the JD asks and the resume says, as jieba reads them. */
function contextTerms(plan: InterviewPlan): string[] {
  const key = JSON.stringify(plan.profiles);
  const cached = contextCache.get(key);
  if (cached) return cached;
  const { jd, resume } = plan.profiles;
  const text = [
    jd.position,
    ...jd.skills,
    ...jd.responsibilities,
    ...jd.requirements,
    ...resume.skills,
    ...resume.projects.flatMap((p) => [p.name, p.role, ...p.tech, ...p.actions, ...p.results]),
  ].join('\n');
  const terms = [...new Set([...termsOf(text), ...jd.skills, ...resume.skills])].filter((t) => t.length >= 2);
  if (contextCache.size >= 200) contextCache.delete(contextCache.keys().next().value!);
  contextCache.set(key, terms);
  return terms;
}

export function measure(answer: string, question: PlannedQuestion, plan: InterviewPlan): AnswerMeasures {
  const keywords = [...new Set(question.keywords)];
  const keywordHits = keywords.filter((k) => containsTerm(answer, k));
  const actions = ownActions(answer);
  const length = answerLength(answer);
  const numbers = numberCount(answer);
  const nonAnswer = length < 40 && NON_ANSWER.test(answer.trim());
  const pointsCovered = isKnowledge(question) ? coveredPoints(answer, question.outline) : [];
  // A term of the answer that a context term contains (实习 in 实习生) counts as on the subject too.
  const said = termsOf(answer);
  const context = contextTerms(plan).some(
    (t) => containsTerm(answer, t) || said.some((a) => a.length >= 2 && containsTerm(t, a)),
  );
  const questionTerms = termsOf(question.text).some((t) => containsTerm(answer, t));
  const offTopic =
    !nonAnswer &&
    length >= 12 &&
    keywordHits.length === 0 &&
    pointsCovered.length === 0 &&
    !context &&
    !questionTerms &&
    // Doing things is not enough (a hobby is done too): only a work verb keeps an answer on the subject.
    !OWN_ACTION.test(answer) &&
    !ACTION_VERB.test(answer) &&
    !WORK.test(answer);
  return {
    length,
    numbers,
    actions,
    ownRole: OWN_ROLE.test(answer),
    example: EXAMPLE.test(answer),
    star: { situation: SITUATION.test(answer), action: actions > 0, result: RESULT.test(answer) },
    keywordHits,
    keywordTotal: keywords.length,
    pointsCovered,
    nonAnswer,
    offTopic,
  };
}

/** Whether the answer is on the question at all. */
export function onTopic(m: AnswerMeasures): boolean {
  return !m.offTopic;
}
