// Product content every database holds, demo or not: loaded on every start, idempotently (an upsert by each
// entry's stable key), so a new release's catalogue reaches an existing database too.
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.ts';
import type { ProductContent } from '../infra/db/prepare.ts';
import { learningVideos } from '../modules/recommend/tables.ts';
import { LEARNING_SOURCE, LEARNING_VIDEOS, learningUrl } from './catalog/learning-videos.ts';

/** Inserts the learning catalogue, updating entries already there; returns how many entries it holds. */
export async function loadLearningCatalogue(db: Db): Promise<number> {
  const rows = LEARNING_VIDEOS.map((v) => ({
    slug: v.slug,
    title: v.title,
    description: v.description,
    duration: v.duration,
    url: learningUrl(v.query),
    source: LEARNING_SOURCE,
    dimensions: v.dimensions,
    families: v.families,
  }));
  await db
    .insert(learningVideos)
    .values(rows)
    .onConflictDoUpdate({
      target: learningVideos.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        duration: sql`excluded.duration`,
        url: sql`excluded.url`,
        source: sql`excluded.source`,
        dimensions: sql`excluded.dimensions`,
        families: sql`excluded.families`,
        updatedAt: sql`now()`,
      },
    });
  return rows.length;
}

export const productContent: ProductContent = {
  async load(db, log) {
    const videos = await loadLearningCatalogue(db);
    log(`content: ${videos} learning videos`);
  },
};
