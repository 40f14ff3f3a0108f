import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../infra/db/client.ts';
import { backends, openTestDatabase } from '../../../test/backends.ts';
import { GENERAL_FAMILY, JOB_FAMILIES } from '../families.ts';
import { questionBank } from '../tables.ts';
import { QUESTION_BANK, syncQuestionBank } from './index.ts';

const KINDS = new Set(['technical', 'behavioural', 'project', 'general']);

describe('the shipped question bank', () => {
  it('holds 600+ distinct questions over 20+ job families and the general ones', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(600);
    const families = new Set(QUESTION_BANK.map((q) => q.family));
    families.delete(GENERAL_FAMILY);
    expect(families.size).toBeGreaterThanOrEqual(20);
    expect(QUESTION_BANK.filter((q) => q.family === GENERAL_FAMILY).length).toBeGreaterThanOrEqual(50);
    const texts = QUESTION_BANK.map((q) => q.text);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it('tags every question with its category, family, skill, kind, difficulty and an answer outline', () => {
    const known = new Map(JOB_FAMILIES.map((f) => [f.name, f.category]));
    known.set(GENERAL_FAMILY, GENERAL_FAMILY);
    for (const q of QUESTION_BANK) {
      expect(known.get(q.family), q.text).toBe(q.category);
      expect(q.skill.trim(), q.text).not.toBe('');
      expect(KINDS.has(q.kind), q.text).toBe(true);
      expect([1, 2, 3]).toContain(q.difficulty);
      expect(q.text.length, q.text).toBeGreaterThanOrEqual(6);
      expect(q.answerOutline.length, q.text).toBeGreaterThan(15);
    }
  });

  it('covers every job family with several questions of more than one difficulty', () => {
    for (const family of JOB_FAMILIES) {
      const questions = QUESTION_BANK.filter((q) => q.family === family.name);
      expect(questions.length, family.name).toBeGreaterThanOrEqual(6);
      // Two levels at least, so the tough and the gentle interviewer each find questions of their own.
      expect(new Set(questions.map((q) => q.difficulty)).size, family.name).toBeGreaterThanOrEqual(2);
    }
  });
});

const tagsOf = (rows: { text: string; family: string; category: string; skill: string }[]) =>
  rows.map(({ text, family, category, skill }) => ({ text, family, category, skill }));

for (const backend of backends()) {
  describe(`question bank sync [${backend}]`, () => {
    let database: Database | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('fills an empty bank in the shipped order, and a second sync changes nothing', async () => {
      database = await openTestDatabase(backend);
      const first = await syncQuestionBank(database.db);
      expect(first).toEqual({ inserted: QUESTION_BANK.length, updated: 0, deleted: 0 });
      const rows = await database.db.select().from(questionBank).orderBy(asc(questionBank.id));
      expect(tagsOf(rows)).toEqual(tagsOf(QUESTION_BANK));
      expect(await syncQuestionBank(database.db)).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    });

    it('brings an older bank up to date in place, keeping the ids of the questions that stay', async () => {
      database = await openTestDatabase(backend);
      const { db } = database;
      await syncQuestionBank(db);
      const before = await db.select().from(questionBank).orderBy(asc(questionBank.id));
      // An older release: two questions it did not have yet, one tagged differently, one since dropped.
      await db.delete(questionBank).where(inArray(questionBank.id, [before[0]!.id, before[1]!.id]));
      await db
        .update(questionBank)
        .set({ family: '通用', difficulty: 1 })
        .where(eq(questionBank.id, before[5]!.id));
      await db.insert(questionBank).values({ ...QUESTION_BANK[9]!, text: '一道已从题库删去的旧题？' });

      expect(await syncQuestionBank(db)).toEqual({ inserted: 2, updated: 1, deleted: 1 });
      const after = await db.select().from(questionBank);
      expect(after).toHaveLength(QUESTION_BANK.length);
      const idOf = new Map(after.map((q) => [q.text, q.id]));
      for (const q of before.slice(2)) expect(idOf.get(q.text)).toBe(q.id);
      expect(after.find((q) => q.id === before[5]!.id)).toMatchObject({
        family: before[5]!.family,
        difficulty: before[5]!.difficulty,
      });
      expect(await syncQuestionBank(db)).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    });
  });
}
