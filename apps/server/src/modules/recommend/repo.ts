// Queries of the recommendations module: the learning catalogue, recommendation runs and talent-pool entries.
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import {
  type LearningVideoRow,
  learningVideos,
  type RecommendRun,
  recommendations,
  recommendRuns,
} from './tables.ts';

export async function listLearningVideos(db: Db): Promise<LearningVideoRow[]> {
  return db.select().from(learningVideos).orderBy(learningVideos.id);
}

/** The user's latest run for the interview made since `since`, if any. */
export async function findRecentRun(
  db: Db,
  userId: number,
  interviewId: number,
  since: Date,
): Promise<RecommendRun | undefined> {
  const [row] = await db
    .select()
    .from(recommendRuns)
    .where(
      and(
        eq(recommendRuns.userId, userId),
        eq(recommendRuns.interviewId, interviewId),
        gte(recommendRuns.createdAt, since),
      ),
    )
    .orderBy(desc(recommendRuns.createdAt))
    .limit(1);
  return row;
}

export async function insertRun(
  db: Db,
  userId: number,
  interviewId: number,
  jobIds: number[],
): Promise<RecommendRun> {
  const [row] = await db.insert(recommendRuns).values({ userId, interviewId, jobIds }).returning();
  return row!;
}

/** A run of the user's (another user's run is as absent as none). */
export async function findOwnRun(db: Db, userId: number, runId: number): Promise<RecommendRun | undefined> {
  const [row] = await db
    .select()
    .from(recommendRuns)
    .where(and(eq(recommendRuns.id, runId), eq(recommendRuns.userId, userId)));
  return row;
}

/** Puts the interview in the talent pool; false when it already was (the partial unique index decides). */
export async function addToTalentPool(db: Db, userId: number, interviewId: number): Promise<boolean> {
  const rows = await db
    .insert(recommendations)
    .values({ userId, interviewId })
    .onConflictDoNothing({
      target: [recommendations.userId, recommendations.interviewId],
      where: and(isNull(recommendations.jobId), isNull(recommendations.companyId)),
    })
    .returning({ id: recommendations.id });
  return rows.length > 0;
}

const talentPoolEntry = (userId: number, interviewId: number) =>
  and(
    eq(recommendations.userId, userId),
    eq(recommendations.interviewId, interviewId),
    isNull(recommendations.jobId),
    isNull(recommendations.companyId),
  );

export async function isInTalentPool(db: Db, userId: number, interviewId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(talentPoolEntry(userId, interviewId))
    .limit(1);
  return Boolean(row);
}

/** Takes the interview out of the talent pool (nothing to do when it was not there). */
export async function removeFromTalentPool(db: Db, userId: number, interviewId: number): Promise<void> {
  await db.delete(recommendations).where(talentPoolEntry(userId, interviewId));
}

/** An application to a job: who, with which interview, and its result as it was when sent. */
export async function recordApplication(
  db: Db,
  application: {
    userId: number;
    interviewId: number;
    jobId: number | null;
    companyId: number | null;
    snapshot: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await db.insert(recommendations).values(application).returning({ id: recommendations.id });
  return row!.id;
}

export async function findApplication(db: Db, id: number) {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.id, id)).limit(1);
  return row;
}
