// The jobs module's part of 'export my data' and 'delete my account': favourites, reports, and jobs a recruiter
// published (they stay on the board for their company, no longer naming the closed account; their documents,
// which never name the publisher, are written again with them).
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { jobDocuments, jobFavorites, jobReports, jobs } from './tables.ts';

export const jobsPrivacy: PrivacyPart = {
  name: 'jobs',
  tables: [jobFavorites, jobReports, jobs, jobDocuments],
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
    const reports = await db
      .select({
        jobId: jobReports.jobId,
        title: jobs.title,
        reason: jobReports.reason,
        detail: jobReports.detail,
        createdAt: jobReports.createdAt,
      })
      .from(jobReports)
      .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
      .where(eq(jobReports.userId, userId))
      .orderBy(desc(jobReports.createdAt));
    return { favourites: favourites.map((f) => exportRow(f)), reports: reports.map((r) => exportRow(r)) };
  },
  async erase(tx, userId) {
    await tx.delete(jobFavorites).where(eq(jobFavorites.userId, userId));
    await tx.delete(jobReports).where(eq(jobReports.userId, userId));
    await tx.update(jobs).set({ publisherId: null }).where(eq(jobs.publisherId, userId));
    return undefined;
  },
};
