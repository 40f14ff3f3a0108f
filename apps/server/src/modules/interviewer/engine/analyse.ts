// Measures of one answer against its question: length, numbers, concrete actions, STAR parts, keyword hits,
// relevance. Both the follow-up decision and the content score read these, so they agree.
import type { PlannedQuestion } from '../port.ts';
import { answerLength, contentWords, numberCount } from './text/segment.ts';

const SITUATION =
  /当时|那时|背景|场景|在.{0,12}(?:项目|公司|团队|期间|时候)|之前|有一次|曾经|when i|at my|while|once|the situation|background|context/i;
const TASK = /目标|任务|需要|要求|负责|面临|挑战|问题是|goal|task|needed to|responsible|challenge|had to/i;
const ACTION =
  /我(?:们)?(?:先|首先|主导|负责|设计|实现|开发|搭建|重构|优化|推动|引入|分析|排查|定位|编写|制定|组织|协调|沟通|采用|使用|用|做了|改|把|通过|提出|带领|建立|拆分|梳理|对比|调研|跟进)|首先|然后|接着|具体(?:做法|来说)|步骤|i (?:led|built|designed|implemented|wrote|introduced|analy[sz]ed|profiled|refactored|set up|created|proposed|organi[sz]ed|reached out|negotiated|used|added|moved|split|ran|measured|changed|started)|first,|then i|next,|finally/gi;
// Verbs of doing that name an action even without 我 before them (用React重构了…); bare 设计 or 优化 are as
// often nouns (架构设计), so those count only with 了.
const ACTION_VERB =
  /重构|引入|搭建|主导|推动|拆分|排查|定位到|梳理|编写|制定|改造|迁移|接入|复盘|设计了|实现了|优化了|开发了|组织了|协调了|调整了|分析了|建立了|改成|换成/g;
const RESULT =
  /结果|最终|最后|效果|提升|提高|降低|减少|增长|节省|缩短|上线|达成|实现了|带来|as a result|result|in the end|improv|reduc|increas|cut|saved|grew|achiev|launched|delivered/i;
const EXAMPLE =
  /例如|比如|举个例子|举例|有一次|当时|以.{1,10}为例|for example|for instance|one time|once|in my last/i;

export interface AnswerMeasures {
  /** Characters (Chinese) or about two per English word. */
  length: number;
  numbers: number;
  actions: number;
  example: boolean;
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  /** Keywords of the question the answer touches, and how many there were. */
  keywordHits: string[];
  keywordTotal: number;
  /** Share of the question's own content words the answer touches (0-1). */
  relevance: number;
}

export function measure(answer: string, question: PlannedQuestion): AnswerMeasures {
  const lower = answer.toLowerCase();
  const keywords = [...new Set(question.keywords.map((k) => k.toLowerCase()))];
  const keywordHits = keywords.filter((k) => lower.includes(k));
  const qWords = [...new Set(contentWords(question.text))];
  const hitWords = qWords.filter((w) => lower.includes(w));
  const actions = (answer.match(ACTION)?.length ?? 0) + (answer.match(ACTION_VERB)?.length ?? 0);
  return {
    length: answerLength(answer),
    numbers: numberCount(answer),
    actions,
    example: EXAMPLE.test(answer),
    star: {
      situation: SITUATION.test(answer),
      task: TASK.test(answer),
      action: actions > 0,
      result: RESULT.test(answer),
    },
    keywordHits,
    keywordTotal: keywords.length,
    relevance: qWords.length ? hitWords.length / qWords.length : 1,
  };
}

/** Whether the answer is on the question at all: it touches a keyword or a fair share of the question's words. */
export function onTopic(m: AnswerMeasures): boolean {
  if (m.keywordTotal === 0) return true;
  return m.keywordHits.length > 0 || m.relevance >= 0.2;
}
