// Recommendation rules: learning videos for an interview's weak points, jobs for its position and scores
// (kept as runs), and the talent pool, which only takes a seeker who lets companies see their results.
import type { Paged } from '@app/shared/api';
import type { ScoreDimension } from '@app/shared/interviews';
import type { JobResponse } from '@app/shared/jobs';
import {
  type LearningVideo,
  RECOMMEND_MESSAGES,
  RECOMMEND_RUN_SIZE,
  type RecommendResult,
  type RecommendVideoResponse,
} from '@app/shared/recommend';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import type { Db } from '../../infra/db/client.ts';
import { type InterviewScores, interviewScoresOf } from '../interviews/index.ts';
import { matchJobs, openJobsByIds } from '../jobs/index.ts';
import { requireUser } from '../users/index.ts';
import { categoryOf, pickVideos, weakestDimensions } from './picking.ts';
import * as repo from './repo.ts';

/** A run is reused for this long: reopening a report does not store a new one each time. */
const RUN_REUSE_MS = 24 * 60 * 60 * 1000;

async function requireScores(db: Db, userId: number, interviewId: number): Promise<InterviewScores> {
  const scores = await interviewScoresOf(db, userId, interviewId);
  if (!scores) throw new NotFoundError(RECOMMEND_MESSAGES.interviewNotFound);
  return scores;
}

export async function recommendVideos(
  db: Db,
  userId: number,
  interviewId: number,
): Promise<RecommendVideoResponse> {
  const interview = await requireScores(db, userId, interviewId);
  const weakest = weakestDimensions(interview.scores);
  const catalogue = await repo.listLearningVideos(db);
  const picked = pickVideos(catalogue, weakest, categoryOf(interview.interview_position));
  return {
    weakest,
    lists: picked.map(
      ({ video, for: dimension }): LearningVideo => ({
        id: video.id,
        title: video.title,
        description: video.description,
        duration: video.duration,
        url: video.url,
        source: video.source,
        dimensions: video.dimensions as ScoreDimension[],
        families: video.families,
        for_dimension: dimension,
      }),
    ),
  };
}

/** Jobs for an interview of the user's, or for a position named (no interview: no score ceiling). */
export async function moreJobs(
  db: Db,
  userId: number,
  query: {
    page_no: number;
    page_size: number;
    interviewId?: number | undefined;
    position?: string | undefined;
  },
): Promise<Paged<JobResponse>> {
  const interview = query.interviewId ? await requireScores(db, userId, query.interviewId) : null;
  return matchJobs(
    db,
    {
      position: query.position || interview?.interview_position || '',
      overallScore: interview?.overall_score ?? null,
    },
    pageWindow(query),
    userId,
  );
}

export async function recommendId(db: Db, userId: number, interviewId: number): Promise<number> {
  const interview = await requireScores(db, userId, interviewId);
  const recent = await repo.findRecentRun(db, userId, interviewId, new Date(Date.now() - RUN_REUSE_MS));
  if (recent) return recent.id;
  const { lists } = await matchJobs(
    db,
    { position: interview.interview_position, overallScore: interview.overall_score },
    { limit: RECOMMEND_RUN_SIZE, offset: 0 },
    userId,
  );
  return (
    await repo.insertRun(
      db,
      userId,
      interviewId,
      lists.map((j) => j.id),
    )
  ).id;
}

export async function recommendResult(
  db: Db,
  userId: number,
  query: { recommendId: number; page_no: number; page_size: number },
): Promise<RecommendResult> {
  const run = await repo.findOwnRun(db, userId, query.recommendId);
  if (!run) throw new NotFoundError(RECOMMEND_MESSAGES.runNotFound);
  // Jobs closed since the run drop out; the page is cut from the ones still open.
  const open = await openJobsByIds(db, run.jobIds, userId);
  const { limit, offset } = pageWindow(query);
  return {
    recommend_id: run.id,
    interview_id: run.interviewId,
    create_time: run.createdAt.toISOString(),
    lists: open.slice(offset, offset + limit),
    count: open.length,
  };
}

/** Whether the interview is in the talent pool, and whether the user lets companies see it at all. */
export async function talentPoolStatus(db: Db, userId: number, interviewId: number) {
  await requireScores(db, userId, interviewId);
  const user = await requireUser(db, userId);
  return {
    interview_id: interviewId,
    in_pool: await repo.isInTalentPool(db, userId, interviewId),
    visible: user.talentPoolVisible,
  };
}

/** Withdraws the interview from the talent pool: companies no longer see it. */
export async function withdrawFromTalentPool(db: Db, userId: number, interviewId: number) {
  await requireScores(db, userId, interviewId);
  await repo.removeFromTalentPool(db, userId, interviewId);
  return talentPoolStatus(db, userId, interviewId);
}

/** Sends a finished interview to the talent pool; a seeker who opted out is told how to opt in. */
export async function addToTalentPool(
  db: Db,
  userId: number,
  interviewId: number,
): Promise<{ interview_id: number; added: boolean }> {
  await requireScores(db, userId, interviewId);
  const user = await requireUser(db, userId);
  if (!user.talentPoolVisible) throw new BusinessError(RECOMMEND_MESSAGES.talentPoolOptedOut);
  return { interview_id: interviewId, added: await repo.addToTalentPool(db, userId, interviewId) };
}
