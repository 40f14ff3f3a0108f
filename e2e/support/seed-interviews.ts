// Interview records for browser tests that need a history no API can make (interviews on past dates): written
// straight into a stopped server's embedded database (PGlite is only ever opened by one process at a time).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface SeedInterview {
  name: string;
  position: string;
  status: 'preparing' | 'ongoing' | 'finished';
  score: number | null;
  createdAt: Date;
}

/** Adds `rows` to the interviews of the user with `account`; answers their ids in the order given. */
export async function seedInterviews(
  dataDir: string,
  account: string,
  rows: SeedInterview[],
): Promise<number[]> {
  const db = new PGlite(path.join(dataDir, 'pg'));
  try {
    const users = await db.query<{ id: number }>('select id from users where account = $1', [account]);
    const userId = users.rows[0]?.id;
    if (userId === undefined) throw new Error(`no user ${account} to seed interviews for`);
    const ids: number[] = [];
    for (const row of rows) {
      const inserted = await db.query<{ id: number }>(
        `insert into interviews (user_id, interview_name, interview_position, status, overall_score, created_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [userId, row.name, row.position, row.status, row.score, row.createdAt.toISOString()],
      );
      ids.push(inserted.rows[0]!.id);
    }
    return ids;
  } finally {
    await db.close();
  }
}
