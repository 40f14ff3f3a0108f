// The one seam through which someone other than the owner reads an interview: a grant, given when a seeker
// applies to a job with the interview (to that job's recruiter only). The result and the recording both ask
// here, so no route special-cases recruiters.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { recordingInterviewOfKey } from '../uploads/index.ts';
import { type Interview, interviewGrants, interviews } from './tables.ts';

/** Lets `granteeId` read the interview's result and play its recording; giving it twice is one grant. */
export async function grantInterview(db: Db, interviewId: number, granteeId: number): Promise<void> {
  await db.insert(interviewGrants).values({ interviewId, granteeId }).onConflictDoNothing();
}

export async function hasGrant(db: Db, interviewId: number, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewGrants.id })
    .from(interviewGrants)
    .where(and(eq(interviewGrants.interviewId, interviewId), eq(interviewGrants.granteeId, viewerId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The interview as `viewerId` may read it: their own live one, or one granted to them (still readable after
 * the owner deleted it from their history: what was sent stays sent until the record is purged).
 */
export async function findViewableInterview(
  db: Db,
  viewerId: number,
  id: number,
): Promise<Interview | undefined> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  if (!row) return undefined;
  if (row.userId === viewerId) return row.deletedAt ? undefined : row;
  return (await hasGrant(db, id, viewerId)) ? row : undefined;
}

/** Whether a private file (a recording) of someone else may go to `viewerId`: a granted interview's. */
export async function mayReadGrantedFile(db: Db, viewerId: number, key: string): Promise<boolean> {
  const interviewId = await recordingInterviewOfKey(db, key);
  return interviewId !== undefined && (await hasGrant(db, interviewId, viewerId));
}
