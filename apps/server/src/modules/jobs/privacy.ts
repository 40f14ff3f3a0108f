// The jobs module's part of 'export my data' and 'delete my account': favourites, and jobs a recruiter
// published (they stay on the board for their company, no longer naming the closed account).
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { jobFavorites, jobs } from './tables.ts';

export const jobsPrivacy: PrivacyPart = {
  name: 'jobs',
  tables: [jobFavorites, jobs],
  async export(db, userId) {
    const favourites = await db
      .select({
        jobId: jobFavorites.jobId,
        title: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        createdAt: jobFavorites.createdAt,
      })
      .from(jobFavorites)
      .innerJoin(jobs, eq(jobs.id, jobFavorites.jobId))
      .where(eq(jobFavorites.userId, userId))
      .orderBy(desc(jobFavorites.createdAt));
    return { favourites: favourites.map((f) => exportRow(f)) };
  },
  async erase(tx, userId) {
    await tx.delete(jobFavorites).where(eq(jobFavorites.userId, userId));
    await tx.update(jobs).set({ publisherId: null }).where(eq(jobs.publisherId, userId));
    return undefined;
  },
};
