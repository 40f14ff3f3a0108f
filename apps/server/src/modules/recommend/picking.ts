// Pure picking rules: an interview's weakest measured dimensions, its job category, and the learning videos
// for those (category-specific entries before general ones, spread over the weak dimensions in turn).

import { SCORE_DIMENSIONS, type ScoreDimension } from '@app/shared/interviews';
import { RECOMMEND_VIDEO_COUNT, WEAKEST_DIMENSION_COUNT } from '@app/shared/recommend';
import { categoryOfFamily, familyOfJob, GENERAL_FAMILY } from '../interviewer/index.ts';

export const GENERAL = '通用';

/**
 * The board category of a position: the interviewer's job family of its title (the same reading the
 * interview had), so a 数据分析师（电商） gets 技术 videos, not the 金融 ones its 分析师 once pointed to.
 */
export function categoryOf(position: string): string | null {
  const family = familyOfJob(position);
  return family === GENERAL_FAMILY ? null : categoryOfFamily(family);
}

/** The measured dimensions, lowest score first (ties in display order); unmeasured ones never count. */
export function weakestDimensions(
  scores: Record<ScoreDimension, number | null>,
  count: number = WEAKEST_DIMENSION_COUNT,
): ScoreDimension[] {
  return SCORE_DIMENSIONS.filter((d) => scores[d] !== null)
    .sort((a, b) => (scores[a] as number) - (scores[b] as number))
    .slice(0, count);
}

export interface Pickable {
  id: number;
  dimensions: string[];
  families: string[];
}

/**
 * Videos for the weak dimensions, taken in turn (weakest first) so each gets its share; within a dimension,
 * entries for the seeker's category come before general ones, and entries for other categories are left out.
 * With no weak dimension (nothing measured) the general answer-content entries stand in.
 */
export function pickVideos<T extends Pickable>(
  catalogue: T[],
  weakest: ScoreDimension[],
  category: string | null,
  count: number = RECOMMEND_VIDEO_COUNT,
): Array<{ video: T; for: ScoreDimension | null }> {
  const suits = (v: T) =>
    v.families.includes(GENERAL) || (category !== null && v.families.includes(category));
  const rank = (v: T) => (category !== null && v.families.includes(category) ? 0 : 1);
  const queues = (weakest.length > 0 ? weakest : (['content'] as ScoreDimension[])).map((d) => ({
    dimension: d,
    videos: catalogue.filter((v) => suits(v) && v.dimensions.includes(d)).sort((a, b) => rank(a) - rank(b)),
  }));
  const picked: Array<{ video: T; for: ScoreDimension | null }> = [];
  const taken = new Set<number>();
  while (picked.length < count && queues.some((q) => q.videos.length > 0)) {
    for (const q of queues) {
      while (q.videos.length > 0 && taken.has(q.videos[0]!.id)) q.videos.shift();
      const next = q.videos.shift();
      if (!next || picked.length >= count) continue;
      taken.add(next.id);
      picked.push({ video: next, for: weakest.length > 0 ? q.dimension : null });
    }
  }
  return picked;
}
