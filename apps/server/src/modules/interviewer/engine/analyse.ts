// Measures of one answer against its question: length, figures, the candidate's own actions and role, STAR
// parts, the question's keywords and reference points it covers, whether it is on the subject at all. The
// follow-up decision, the score and the advice all read these, so they agree.
import type { InterviewPlan, PlannedQuestion } from '../port.ts';
import { answerLength, numberCount } from './text/segment.ts';
import { containsTerm, termsOf } from './text/terms.ts';

const SITUATION =
  /当时|那时|背景|场景|在.{0,12}(?:项目|公司|团队|期间|时候|医院|学校|班)|之前|有一次|曾经|起因|一开始|去年|那年|when i|at my|while|once|the situation|background|context|during/i;
const OWN_ACTION =
  /我(?:们)?(?:会|就)?(?:先|首先|主导|负责|设计|实现|开发|搭建|重构|优化|推动|引入|分析|排查|定位|编写|制定|组织|协调|沟通|采用|使用|用|做了|改|把|通过|提出|带领|建立|拆分|梳理|对比|调研|跟进|拉|算|约|留|请|做|写|整理|安排|打电话|争取|设计了|亲自|马上|当场|没有|就|再|又|还)|首先|然后|接着|第一步|第二步|最后我|具体(?:做法|来说)|i (?:work on|worked on|handled|did|made|led|built|designed|implemented|wrote|introduced|analy[sz]ed|profiled|refactored|set up|created|proposed|organi[sz]ed|reached out|negotiated|used|added|moved|split|ran|measured|changed|started|owned|paused|found|replayed|cut|kept|made|chose|asked|wrote)|first,|then i|next,|finally/gi;
const ACTION_VERB =
  /重构|引入|搭建|主导|推动|拆分|排查|定位到|梳理|编写|制定|改造|迁移|接入|复盘|改成|换成|(?:做|组织|负责|参与|带|用|写|设计|策划|管理|处理|协调|安排|分析|整理|调整|跟进|建立|开发|优化|培训|辅导|实现|拉|测|上线|签|谈)(?:过|了)/g;
const OWN_ROLE =
  /我(?:作为|是|担任|负责|主导|牵头|带领|亲自)|我的(?:角色|职责|部分)|本人|由我|as the|my role|i owned|i led|i was responsible/i;
const RESULT =
  /结果|最终|最后|效果|提升|提高|降低|减少|增长|节省|缩短|上线|达成|实现了|带来|提到|降到|做到|完成了|拿下|签下|回升|as a result|result|in the end|improv|reduc|increas|cut|saved|grew|achiev|launched|delivered|fell|dropped|rose|lifted/i;
const EXAMPLE =
  /例如|比如|举个例子|举例|有一次|当时|以.{1,10}为例|去年|那次|for example|for instance|one time|once|in my last|last year/i;
const NON_ANSWER =
  /^(?:不好意思|抱歉|嗯+|呃+|这个)?[，,。\s…]*(?:这个|这方面)?(?:我)?(?:不太|不是很|不)?(?:清楚|知道|了解|会|懂)|没(?:有|什么)?(?:做过|接触过|了解过|经验|想过|遇到过|想法)|说不(?:上来|清楚)|答不上来|想不起来|sorry,? i (?:don'?t|do not) (?:really )?know|no idea|not sure/i;
/** Words of work: an answer with none of them and none of the question's terms talks about something else. */
const WORK =
  /工作|实习|访谈|活动|任务|上级|领导|老板|会议|汇报|计划|流程|项目|公司|团队|客户|用户|同事|负责|数据|业务|方案|产品|岗位|经验|学生|患者|老师|医院|家长|销售|面试|业绩|系统|需求|目标|管理|经历|职业|发展|学习|能力|work|project|team|customer|user|role|job|company|data|career|experience/i;

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
  const actions = (answer.match(OWN_ACTION)?.length ?? 0) + (answer.match(ACTION_VERB)?.length ?? 0);
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
    actions === 0 &&
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
