import { getTableName } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PrivacyPart } from '../../infra/db/privacy.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { type ForeignKey, foreignKeys, pathsToUsers, tablesReachingUsers } from '../../test/user-tables.ts';

/** Tables that hold a user's rows (by the catalogue) which no part erases. */
function uncovered(fks: ForeignKey[], parts: readonly PrivacyPart[]): string[] {
  const covered = new Set(parts.flatMap((p) => p.tables.map((t) => getTableName(t))));
  return tablesReachingUsers(fks).filter((t) => !covered.has(t));
}

describeEachBackend('privacy registry coverage', (ctx) => {
  it('every table that reaches users by foreign keys is erased by some module', async () => {
    const fks = await foreignKeys(ctx().app.db);
    const missing = uncovered(fks, ctx().app.privacy.parts);
    expect(missing, 'add these tables to their module’s privacy part (infra/db/privacy.ts)').toEqual([]);
  });

  it('a module left out of the registry is caught, direct and indirect tables alike', async () => {
    const fks = await foreignKeys(ctx().app.db);
    const parts = ctx().app.privacy.parts;
    expect(
      uncovered(
        fks,
        parts.filter((p) => p.name !== 'coaching'),
      ),
    ).toEqual(['consults']);
    expect(
      uncovered(
        fks,
        parts.filter((p) => p.name !== 'interviews'),
      ),
    ).toEqual([
      'interview_grants',
      'interview_lines',
      'interview_question_feedback',
      'interview_scores',
      'interview_screenshots',
      'interview_signals',
      'interviews',
    ]);
  });

  it('the walk follows foreign keys through other tables, not only direct ones', async () => {
    const fks = await foreignKeys(ctx().app.db);
    const reaching = tablesReachingUsers(fks);
    // interview_lines has no user column: it reaches users through interviews.
    expect(fks.some((f) => f.child === 'interview_lines' && f.parent === 'users')).toBe(false);
    expect(reaching).toContain('interview_lines');
    expect(pathsToUsers(fks, 'interview_lines').map((p) => p.map((f) => f.parent))).toContainEqual([
      'interviews',
      'users',
    ]);
    // Tables with no way to users (the question bank, companies) are not asked for.
    expect(reaching).not.toContain('question_bank');
    expect(reaching).not.toContain('companies');
  });

  it('each table is declared by one module only, and every declared table reaches users', async () => {
    const fks = await foreignKeys(ctx().app.db);
    const reaching = new Set(tablesReachingUsers(fks));
    const declared = ctx().app.privacy.parts.flatMap((p) => p.tables.map((t) => getTableName(t)));
    expect(declared.filter((t, i) => declared.indexOf(t) !== i)).toEqual([]);
    expect(declared.filter((t) => !reaching.has(t))).toEqual([]);
  });
});
