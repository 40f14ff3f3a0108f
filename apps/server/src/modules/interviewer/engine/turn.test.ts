// Follow-up decisions and the two interviewer styles, on plans built from the shipped bank (no database).
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../bank/index.ts';
import { FASTEST_TURN_MS, listedCount, MIN_ANSWER_MS, questionCount } from '../policy.ts';
import type { InterviewerStyle, NextLine, SpokenLine } from '../port.ts';
import type { BankQuestion } from '../repo.ts';
import { ZH_JD, ZH_RESUME } from './fixtures.ts';
import { profileJd } from './jd-profile.ts';
import { buildPlan } from './plan.ts';
import { profileResume } from './resume-profile.ts';
import { buildVocabulary } from './text/vocab.ts';
import { nextLine, openLine } from './turn.ts';

const bank: BankQuestion[] = QUESTION_BANK.map((q, i) => ({
  id: i + 1,
  category: q.category,
  family: '通用',
  skill: q.skill,
  text: q.text,
  kind: q.kind,
  difficulty: q.difficulty,
  outline: q.answerOutline,
  language: 'zh',
}));
const vocab = buildVocabulary(bank);
const profiles = { jd: profileJd(ZH_JD, vocab), resume: profileResume(ZH_RESUME, vocab) };
const planFor = (style: InterviewerStyle, minutes = 20) =>
  buildPlan({ jdText: ZH_JD, resumeText: ZH_RESUME, style, language: 'zh', minutes }, profiles, bank, vocab);

const said = (l: NextLine): SpokenLine => ({
  speaker: 'interviewer',
  kind: l.kind,
  text: l.text,
  questionIndex: l.questionIndex,
  responseMs: null,
});
const answer = (text: string, questionIndex: number): SpokenLine => ({
  speaker: 'candidate',
  kind: 'answer',
  text,
  questionIndex,
  responseMs: 800,
});

/** The line after one answer to the plan's question `index`. */
function after(style: InterviewerStyle, index: number, text: string): NextLine {
  const plan = planFor(style);
  const asked: NextLine = {
    ...openLine(plan),
    questionIndex: index,
    kind: index === 0 ? 'greeting' : 'question',
  };
  return nextLine({ plan, dialogue: [said(asked), answer(text, index)], remainingMs: 600_000 });
}

const projectIndex = planFor(3).questions.findIndex((q) => q.kind === 'project');
const OFF_TOPIC =
  '我平时周末喜欢爬山和看电影，也经常和朋友们一起聚会聊天，觉得生活过得很充实，心情也一直都很愉快，最近还报名了一个摄影兴趣班，每周去上一次课。';
const VAGUE =
  '这个项目总体来说还是很有挑战的，电商后台管理系统涉及的模块很多，前端架构设计也比较复杂，大家都很辛苦，整体氛围很好，最后项目也算是顺利完成了。';
const UNQUANTIFIED =
  '在电商后台管理系统里我主导了前端架构设计，我首先梳理了页面模块，然后用React和TypeScript重写，引入虚拟列表和按需加载，最终页面明显变快了，用户反馈也很好。';

describe('follow-ups', () => {
  it('asks for more on a thin answer, in each style', () => {
    expect(after(3, projectIndex, '做过。')).toMatchObject({ kind: 'follow_up', reason: 'thin' });
    expect(after(2, projectIndex, '做过。')).toMatchObject({ kind: 'follow_up', reason: 'thin' });
  });

  it('brings an off-topic answer back to the question', () => {
    const line = after(3, projectIndex, OFF_TOPIC);
    expect(line).toMatchObject({ kind: 'follow_up', reason: 'off_topic' });
    expect(line.text).toContain(planFor(3).questions[projectIndex]!.topic);
  });

  it('asks for an example when no concrete action is named, and for numbers when a result has none', () => {
    expect(after(3, projectIndex, VAGUE)).toMatchObject({ reason: 'vague' });
    expect(after(3, projectIndex, UNQUANTIFIED)).toMatchObject({ reason: 'unquantified' });
  });

  it('asks at most one follow-up (gentle) or two (tough) per question', () => {
    for (const [style, max] of [
      [3, 1],
      [2, 2],
    ] as const) {
      const plan = planFor(style);
      const dialogue: SpokenLine[] = [said(openLine(plan))];
      let followUps = 0;
      let line: NextLine;
      do {
        dialogue.push(answer('做过。', 0));
        line = nextLine({ plan, dialogue, remainingMs: 600_000 });
        dialogue.push(said(line));
        if (line.followUp) followUps++;
      } while (line.followUp);
      expect(followUps).toBe(max);
      expect(line).toMatchObject({ kind: 'question', questionIndex: 1 });
    }
  });

  it('closes when the time left could not hold another answer, and at zero', () => {
    const plan = planFor(3);
    const dialogue = [said(openLine(plan)), answer('做过。', 0)];
    expect(nextLine({ plan, dialogue, remainingMs: MIN_ANSWER_MS + 1 })).toMatchObject({ followUp: true });
    expect(nextLine({ plan, dialogue, remainingMs: MIN_ANSWER_MS - 1 })).toMatchObject({
      kind: 'closing',
      finished: true,
    });
    expect(nextLine({ plan, dialogue, remainingMs: 0 })).toMatchObject({ kind: 'closing', finished: true });
  });
});

describe('the interview fills the time chosen', () => {
  /** Plays an interview where every answer takes `answerMs` of the clock; answers the lines and the clock left. */
  function hold(minutes: number, answerMs: number, text: string) {
    const plan = planFor(3, minutes);
    let remainingMs = minutes * 60_000;
    let line = openLine(plan);
    const dialogue: SpokenLine[] = [];
    const lines: Array<NextLine & { remainingMs: number }> = [];
    while (!line.finished && lines.length < 200) {
      dialogue.push(said(line), answer(text, line.questionIndex ?? 0));
      remainingMs = Math.max(0, remainingMs - answerMs);
      line = nextLine({ plan, dialogue, remainingMs });
      lines.push({ ...line, remainingMs });
    }
    return { plan, lines, closing: lines.at(-1)! };
  }
  const SOUND =
    '当时我负责订单系统重构，我先压测定位到库存锁竞争，然后改成 Redis 预扣加异步落库，QPS 从 2000 提到 6000。';

  it('plans questions for the duration: more minutes, more questions', () => {
    expect(questionCount(10)).toBeGreaterThan(questionCount(5));
    expect(questionCount(20)).toBeGreaterThan(questionCount(10));
    const plan = planFor(3, 10);
    expect(plan.planned).toBe(questionCount(10));
    // A reserve follows, from the same family, general set and resume.
    expect(plan.questions.length).toBeGreaterThan(questionCount(10));
    expect(plan.questions.length).toBeLessThanOrEqual(listedCount(10));
  });

  it('a fast typist does not exhaust the plan before the clock: the reserve goes on until time is short', () => {
    // A whole answer typed and sent in 15 s, never earning a follow-up past the first.
    const { plan, lines, closing } = hold(10, FASTEST_TURN_MS, SOUND);
    const asked = lines.filter((l) => l.kind === 'question').length;
    expect(asked).toBeGreaterThan(plan.planned!);
    expect(closing).toMatchObject({ kind: 'closing', finished: true });
    const exhausted = lines.at(-2)?.questionIndex === plan.questions.length - 1;
    // Ended by the clock; or, only where the bank and resume held no more, by the plan.
    expect(closing.remainingMs < MIN_ANSWER_MS || exhausted).toBe(true);
    expect(closing.remainingMs).toBeLessThan(MIN_ANSWER_MS);
  });

  it.each([5, 10, 20])(
    'a %i-minute interview answered at the least time an answer needs ends by the clock, not the plan',
    (minutes) => {
      const { lines, closing } = hold(minutes, MIN_ANSWER_MS, SOUND);
      expect(closing).toMatchObject({ kind: 'closing', finished: true });
      // Ended only when what was left could not hold another answer.
      expect(closing.remainingMs).toBeLessThan(MIN_ANSWER_MS);
      expect(lines.filter((l) => l.kind === 'question').length).toBeGreaterThanOrEqual(
        Math.floor((minutes * 60_000) / MIN_ANSWER_MS / 2) - 1,
      );
    },
  );
});

describe('styles', () => {
  it('the tough style picks harder bank questions', () => {
    const mean = (style: InterviewerStyle) => {
      const qs = planFor(style, 15).questions.filter((q) => q.bankId !== null);
      return qs.reduce((s, q) => s + q.difficulty, 0) / qs.length;
    };
    expect(mean(2)).toBeGreaterThan(mean(3));
  });

  it('a sound answer on a project earns a deeper probe into what it said: its figure', () => {
    const GOOD =
      '当时电商后台首屏要3秒多，我负责性能优化。我首先用Performance定位瓶颈，然后引入虚拟列表和按需加载，把React组件做了拆分，最终首屏时间从3.2秒降低到1.1秒，转化率提升了5%。';
    for (const style of [2, 3] as const) {
      const line = after(style, projectIndex, GOOD);
      expect(line).toMatchObject({ kind: 'follow_up', followUp: true, reason: 'probe' });
      expect(line.text).toContain('3.2秒→1.1秒');
    }
  });

  it('the tough style asks more of a short answer the gentle one probes', () => {
    const SHORT = '我在电商后台项目里负责前端，用React重构了整个系统，首屏时间从3.2秒降到1.1秒。';
    expect(after(3, projectIndex, SHORT)).toMatchObject({ followUp: true, reason: 'probe' });
    expect(after(2, projectIndex, SHORT)).toMatchObject({ followUp: true, reason: 'thin' });
  });
});
