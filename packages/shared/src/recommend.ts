// API contract of recommendations (SPEC §7 Interviews and recommendations): learning videos for an interview's
// weakest dimensions, jobs matching its position and scores (stored as a run), and sending it to the talent pool.
import { z } from 'zod';
import { pagingOf } from './api.ts';
import { idField, idParam, text } from './fields.ts';
import { SCORE_DIMENSIONS } from './interviews.ts';
import { RECOMMEND_MESSAGES } from './recommend-messages.ts';

export { RECOMMEND_MESSAGES };

import { jobResponse } from './jobs.ts';

/** How many learning videos an analysis shows, and how many jobs one recommendation run keeps. */
export const RECOMMEND_VIDEO_COUNT = 6;
export const RECOMMEND_RUN_SIZE = 30;
/** How many of the lowest measured dimensions the videos are picked for. */
export const WEAKEST_DIMENSION_COUNT = 2;
/** Page size of /api/recommend/moreList and the more-positions page. */
export const MORE_POSITIONS_PAGE_SIZE = 10;

export const recommendInterviewInput = z.object({ interviewId: idField });

/** One entry of the learning catalogue. */
export const learningVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  url: z.string(),
  source: z.string(),
  dimensions: z.array(z.enum(SCORE_DIMENSIONS)),
  families: z.array(z.string()),
  /** The weak dimension of this interview it was picked for. */
  for_dimension: z.enum(SCORE_DIMENSIONS).nullable(),
});
export type LearningVideo = z.infer<typeof learningVideo>;

/** POST /api/recommend/getRecommendVideo. */
export const recommendVideoResponse = z.object({
  /** The dimensions the videos address, weakest first; empty when nothing was measured. */
  weakest: z.array(z.enum(SCORE_DIMENSIONS)),
  lists: z.array(learningVideo),
});
export type RecommendVideoResponse = z.infer<typeof recommendVideoResponse>;

/** GET /api/recommend/moreList: jobs for an interview (its position and scores) or for a position named. */
export const moreListQuery = pagingOf(MORE_POSITIONS_PAGE_SIZE).extend({
  interviewId: idParam.optional(),
  position: text().trim().max(100).optional(),
});
export type MoreListQuery = z.infer<typeof moreListQuery>;

/** POST /api/recommend/getRecommendId. */
export const recommendIdResponse = z.object({ recommend_id: z.number().int() });

/** GET /api/recommend/getRecommendResult. */
export const recommendResultQuery = pagingOf(RECOMMEND_RUN_SIZE).extend({ recommendId: idParam });
export const recommendResultResponse = z.object({
  recommend_id: z.number().int(),
  interview_id: z.number().int(),
  create_time: z.string(),
  lists: z.array(jobResponse),
  count: z.number().int(),
});
export type RecommendResult = z.infer<typeof recommendResultResponse>;

/** GET /api/recommend/talentPool: whether this interview is in the talent pool, and whether the user lets companies look. */
export const talentPoolStatusResponse = z.object({
  interview_id: z.number().int(),
  in_pool: z.boolean(),
  visible: z.boolean(),
});
export const talentPoolQuery = z.object({ interviewId: idParam });

/** POST /api/recommend/add. */
export const talentPoolResponse = z.object({
  interview_id: z.number().int(),
  /** Whether this call put it there (false: it already was). */
  added: z.boolean(),
});
