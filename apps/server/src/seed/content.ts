// Product content every database holds, demo or not: loaded on every start, idempotently, so a new release's
// content reaches an existing database too. The interview question bank is synced by its own module (the
// question text is the stable key, so the ids interview lines cite stay); the learning catalogue is upserted
// by each entry's slug.
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.ts';
import type { ProductContent } from '../infra/db/prepare.ts';
import { syncQuestionBank } from '../modules/interviewer/index.ts';
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
    const bank = await syncQuestionBank(db);
    log(
      `content: question bank synced (${bank.inserted} new, ${bank.updated} updated, ${bank.deleted} removed)`,
    );
    const videos = await loadLearningCatalogue(db);
    log(`content: ${videos} learning videos`);
  },
};
