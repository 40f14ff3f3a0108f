// The built-in interviewer end to end on each database: the bank read from question_bank, a plan, the turns
// of a whole interview, and the assessment.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../infra/db/client.ts';
import { backends, openTestDatabase } from '../../../test/backends.ts';
import { QUESTION_BANK } from '../bank/index.ts';
import { MIN_ANSWER_MS, questionCount } from '../policy.ts';
import type { InterviewerBrain, NextLine, SpokenLine } from '../port.ts';
import { questionBank } from '../tables.ts';
import { EN_JD, EN_RESUME, ZH_JD, ZH_RESUME } from './fixtures.ts';
import { createBuiltInInterviewer } from './index.ts';
import { parseInterviewPlan } from './plan-schema.ts';

const GOOD =
  '当时我们的电商后台首屏要3秒多，我负责性能优化。我首先用Performance和Lighthouse定位瓶颈，然后引入虚拟列表和按需加载，把React组件做了拆分和memo，最终首屏时间从3.2秒降低到1.1秒，转化率提升了5%。';

function spoken(line: NextLine): SpokenLine {
  return {
    speaker: 'interviewer',
    kind: line.kind,
    text: line.text,
    questionIndex: line.questionIndex,
    responseMs: null,
  };
}
function answer(text: string, questionIndex: number | null): SpokenLine {
  return { speaker: 'candidate', kind: 'answer', text, questionIndex, responseMs: 1500 };
}

for (const backend of backends()) {
  describe(`built-in interviewer [${backend}]`, () => {
    let database: Database;
    let brain: InterviewerBrain;
    beforeAll(async () => {
      database = await openTestDatabase(backend);
      await database.db.insert(questionBank).values(QUESTION_BANK);
      brain = createBuiltInInterviewer({ db: database.db });
    });
    afterAll(async () => {
      await database.close();
    });

    it('profiles a JD and a resume without the name or contacts', async () => {
      const { jd, resume } = await brain.profile(ZH_JD, ZH_RESUME);
      expect(jd.position).toBe('高级前端开发工程师');
      expect(jd.family).toBe('前端开发');
      expect(jd.seniority).toBe('senior');
      expect(jd.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', '性能优化']));
      expect(jd.responsibilities.length).toBe(3);
      expect(jd.requirements.length).toBe(3);
      expect(resume.education[0]).toEqual({ school: '北京大学', degree: '本科', major: '计算机科学与技术' });
      expect(resume.years_of_experience).toBeCloseTo(5.9, 0);
      expect(resume.projects.map((p) => p.name)).toEqual(['电商后台管理系统', '数据可视化平台']);
      expect(resume.projects[0]!.results).toContain('首屏时间从3.2秒降低到1.1秒');
      const json = JSON.stringify(resume);
      for (const secret of ['张三', '13812345678', 'zhangsan@example.com'])
        expect(json).not.toContain(secret);
    });

    it('plans from the bank, the JD and the resume, deterministically and without repeats', async () => {
      const input = {
        jdText: ZH_JD,
        resumeText: ZH_RESUME,
        style: 2 as const,
        language: 'zh' as const,
        minutes: 20,
      };
      const plan = await brain.plan(input);
      expect(plan.planned).toBe(questionCount(plan.minutes));
      expect(plan.questions.length).toBeGreaterThan(questionCount(plan.minutes));
      expect(new Set(plan.questions.map((q) => q.text)).size).toBe(plan.questions.length);
      expect(plan.questions.some((q) => q.bankId !== null)).toBe(true);
      expect(plan.questions.some((q) => q.text.includes('电商后台管理系统'))).toBe(true);
      expect(plan.questions.some((q) => q.kind === 'technical' && /React|TypeScript/.test(q.text))).toBe(
        true,
      );
      expect(await brain.plan(input)).toEqual(plan);
      // Stored as jsonb and read back, the plan is recognised; a damaged one is not.
      expect(parseInterviewPlan(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
      expect(parseInterviewPlan({ ...plan, questions: [{ text: 1 }] })).toBeNull();
      const other = await brain.plan({ ...input, minutes: 5 });
      expect(other.planned).toBe(questionCount(5));
    });

    it('runs a whole interview: follow-up on a thin answer, next question on a good one, closing at the end', async () => {
      const plan = await brain.plan({
        jdText: ZH_JD,
        resumeText: ZH_RESUME,
        style: 3,
        language: 'zh',
        minutes: 10,
      });
      const pieces: string[] = [];
      const first = await brain.open(plan, (p) => pieces.push(p));
      expect(pieces.join('')).toBe(first.text);
      expect(pieces.length).toBeGreaterThan(1);
      expect(first.text).toContain(plan.questions[0]!.text);
      const dialogue: SpokenLine[] = [spoken(first), answer('还行。', 0)];
      const follow = await brain.next({ plan, dialogue, remainingMs: 500_000 });
      expect(follow).toMatchObject({ kind: 'follow_up', followUp: true, reason: 'thin', questionIndex: 0 });
      dialogue.push(spoken(follow), answer(GOOD, 0));
      let line = await brain.next({ plan, dialogue, remainingMs: 400_000 });
      expect(line).toMatchObject({ kind: 'question', questionIndex: 1, followUp: false });
      expect(line.text.startsWith('很好') || line.text.startsWith('不错')).toBe(true);
      // Each answer takes 30 s of the clock: the interview goes on until too little is left for another.
      let remainingMs = 400_000;
      for (let guard = 0; !line.finished && guard < 60; guard++) {
        dialogue.push(spoken(line), answer(GOOD, line.questionIndex));
        remainingMs -= 30_000;
        line = await brain.next({ plan, dialogue, remainingMs });
      }
      expect(line).toMatchObject({ kind: 'closing', finished: true });
      expect(remainingMs).toBeLessThan(MIN_ANSWER_MS);
      const asked = new Set(dialogue.map((l) => l.questionIndex).filter((i) => i !== null));
      const result = await brain.assess(plan, dialogue);
      expect(result.content.score).toBeGreaterThan(40);
      expect(result.questions).toHaveLength(asked.size);
      expect(result.content.evidence.map((e) => e.signal)).toContain('jd_keyword_coverage');
      expect(result.summary).toContain(String(result.content.score));
    });

    it('closes when time is up and scores nothing when nothing was answered', async () => {
      const plan = await brain.plan({
        jdText: ZH_JD,
        resumeText: ZH_RESUME,
        style: 2,
        language: 'zh',
        minutes: 10,
      });
      const first = await brain.open(plan);
      const closing = await brain.next({ plan, dialogue: [spoken(first)], remainingMs: 0 });
      expect(closing).toMatchObject({ kind: 'closing', finished: true });
      const result = await brain.assess(plan, [spoken(first), spoken(closing)]);
      expect(result.content.score).toBeNull();
      expect(result.questions[0]!.score).toBeNull();
    });

    it('interviews in English', async () => {
      const plan = await brain.plan({
        jdText: EN_JD,
        resumeText: EN_RESUME,
        style: 3,
        language: 'en',
        minutes: 10,
      });
      expect(plan.profiles.jd.skills).toEqual(expect.arrayContaining(['Go', 'MySQL', 'Redis', 'Kafka']));
      expect(plan.profiles.resume.projects.map((p) => p.name)).toContain('Payment Gateway Project');
      for (const q of plan.questions) expect(q.text).not.toMatch(/\p{Script=Han}/u);
      const first = await brain.open(plan);
      expect(first.text).toMatch(/^Hi, welcome/);
      const follow = await brain.next({
        plan,
        dialogue: [spoken(first), answer('Fine.', 0)],
        remainingMs: 500_000,
      });
      expect(follow).toMatchObject({ followUp: true, reason: 'thin' });
      expect(follow.text).not.toMatch(/\p{Script=Han}/u);
      const result = await brain.assess(plan, [
        spoken(first),
        answer('I led the migration to Go microservices and cut p99 latency from 800 ms to 120 ms.', 0),
      ]);
      expect(result.content.score).toBeGreaterThan(0);
      expect(JSON.stringify(result)).not.toMatch(/\p{Script=Han}/u);
    });
  });
}
