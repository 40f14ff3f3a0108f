// Pure picking rules: an interview's weakest measured dimensions, its job category, and the learning videos
// for those (category-specific entries before general ones, spread over the weak dimensions in turn).

import { SCORE_DIMENSIONS, type ScoreDimension } from '@app/shared/interviews';
import { RECOMMEND_VIDEO_COUNT, WEAKEST_DIMENSION_COUNT } from '@app/shared/recommend';

/** Job categories of the board and words of a position title that place it there. */
const CATEGORY_HINTS: Array<[string, RegExp]> = [
  ['设计', /设计|UI|UX|交互|视觉|原画|美术|用户研究/i],
  ['产品', /产品|项目经理|需求/],
  ['金融', /金融|投资|理财|风控|量化|研究员|分析师|银行|证券|对公/],
  ['教育', /教师|老师|教研|数学|英语|语文|学习规划|课程|讲师|少儿/],
  ['医疗', /医|药|临床|护/],
  ['销售', /销售|客户经理|客户成功|售前|商务|BD/i],
  ['市场', /市场|品牌|公关|投放|广告/],
  ['运营', /运营|电商|内容|社群|新媒体/],
  ['职能', /人力|HR|招聘|行政|会计|财务|法务|出纳/i],
  [
    '技术',
    /开发|工程师|前端|后端|Java|Go|Python|C\+\+|Android|iOS|测试|运维|算法|数据|嵌入式|安全|架构|程序/i,
  ],
];

export const GENERAL = '通用';

/** The board category a position belongs to, or null when its title gives no hint. */
export function categoryOf(position: string): string | null {
  for (const [category, hint] of CATEGORY_HINTS) if (hint.test(position)) return category;
  return null;
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
