import { CITY_CENTROIDS, CITY_DISTRICTS } from '@app/shared/cities';
import { RECRUITMENT_TYPE, USER_TYPE } from '@app/shared/constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { pgView, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../infra/db/client.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { companies } from '../modules/companies/tables.ts';
import { questionBank } from '../modules/interviewer/tables.ts';
import { jobs } from '../modules/jobs/tables.ts';
import { users } from '../modules/users/tables.ts';
import { backends, openTestDatabase } from '../test/backends.ts';
import { DEMO_PASSWORD, DEMO_SEEKER, seedDemoWorld, seedJobs } from './index.ts';

const NOW = new Date('2026-03-01T08:00:00Z');
const DAY_MS = 86_400_000;

for (const backend of backends()) {
  describe(`seedDemoWorld [${backend}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(backend);
      await seedDemoWorld(database.db, { jobs: 600, demoUser: true, now: NOW });
    });
    afterAll(async () => {
      await database?.close();
    });

    it('creates the demo seeker and the demo recruiter of the first company, both with Demo@2026', async () => {
      const { db } = database;
      const [seeker] = await db.select().from(users).where(eq(users.account, DEMO_SEEKER.account));
      expect(seeker).toMatchObject({ mobile: '13800138000', userType: USER_TYPE.seeker, companyId: null });
      const [recruiter] = await db.select().from(users).where(eq(users.account, 'hr_demo'));
      const [first] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
      expect(recruiter).toMatchObject({ userType: USER_TYPE.business, companyId: first!.id });
      expect(await verifyPassword(DEMO_PASSWORD, seeker!.passwordHash)).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, recruiter!.passwordHash)).toBe(true);
    });

    it('gives every company a profile, a generated logo and one to three recruiters', async () => {
      const { db } = database;
      const rows = await db
        .select({
          id: companies.id,
          logo: companies.logo,
          profile: companies.profile,
          recruiters: count(users.id),
        })
        .from(companies)
        .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.userType, USER_TYPE.business)))
        .groupBy(companies.id);
      expect(rows.length).toBeGreaterThanOrEqual(60);
      for (const row of rows) {
        expect(row.logo).toBe(`/api/company/logo/${row.id}.svg`);
        expect(row.profile.split('\n\n')).toHaveLength(3);
        expect(row.recruiters).toBeGreaterThanOrEqual(1);
        expect(row.recruiters).toBeLessThanOrEqual(3);
      }
    });

    it('plants a question bank of 150+ questions with answer outlines', async () => {
      const rows = await database.db.select().from(questionBank);
      expect(rows.length).toBeGreaterThanOrEqual(150);
      expect(new Set(rows.map((q) => q.category)).size).toBeGreaterThanOrEqual(10);
      expect(rows.every((q) => q.answerOutline.length > 10)).toBe(true);
    });

    it('publishes each job by a recruiter of its company, with the company copied in', async () => {
      const { db } = database;
      const rows = await db
        .select({ job: jobs, company: companies, publisherCompany: users.companyId })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .innerJoin(users, eq(users.id, jobs.publisherId));
      expect(rows).toHaveLength(600);
      for (const { job, company, publisherCompany } of rows) {
        expect(publisherCompany).toBe(company.id);
        expect(job.companyName).toBe(company.name);
        expect(job.companyLogo).toBe(company.logo);
        expect(job.companyProfile).toBe(company.profile);
      }
    });

    it('places jobs in known cities and districts, near their centroid, over the last 60 days', async () => {
      const rows = await database.db.select().from(jobs);
      for (const job of rows) {
        const districts = CITY_DISTRICTS[job.city];
        const [lng, lat] = districts ? districts[job.district!]! : CITY_CENTROIDS[job.city]!;
        expect(Math.abs(job.lng! - lng)).toBeLessThanOrEqual(0.04);
        expect(Math.abs(job.lat! - lat)).toBeLessThanOrEqual(0.04);
        expect(job.jobAddress.startsWith(job.city)).toBe(true);
        const age = NOW.getTime() - job.publishTime.getTime();
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(60 * DAY_MS);
        if (job.recruitmentType === RECRUITMENT_TYPE.intern) expect(job.salary).toMatch(/元\/天$/);
      }
      const cities = new Set(rows.map((j) => j.city));
      expect(['北京', '上海', '深圳', '广州', '杭州'].every((c) => cities.has(c))).toBe(true);
    });

    it('is deterministic: the same seed and range give the same jobs, published in the order of their ids', async () => {
      const other = await openTestDatabase(backend);
      try {
        await seedDemoWorld(other.db, { jobs: 50, demoUser: false, now: NOW });
        const pick = { title: jobs.title, companyId: jobs.companyId, city: jobs.city };
        const a = await database.db.select(pick).from(jobs).orderBy(asc(jobs.id)).limit(50);
        const b = await other.db.select(pick).from(jobs).orderBy(asc(jobs.id));
        expect(b).toEqual(a);
        // A fill spreads its jobs over the window in id order, each at most an hour off its place.
        const times = await other.db.select({ at: jobs.publishTime }).from(jobs).orderBy(asc(jobs.id));
        const step = (60 * DAY_MS - 3_600_000) / times.length;
        times.forEach(({ at }, i) => {
          const place = NOW.getTime() - (times.length - 1 - i) * step;
          expect(place - at.getTime()).toBeGreaterThanOrEqual(-1);
          expect(place - at.getTime()).toBeLessThan(3_600_000 + 1);
        });
      } finally {
        await other.close();
      }
    });

    it('adds more jobs after the existing ones, rebuilding the indexes for a large fill', async () => {
      const { db } = database;
      const pgIndexes = pgView('pg_indexes', { tablename: text('tablename').notNull() }).existing();
      const indexCount = async () => {
        const [row] = await db.select({ n: count() }).from(pgIndexes).where(eq(pgIndexes.tablename, 'jobs'));
        return row!.n;
      };
      const searchTarget = async () => {
        const [row] = await queryRows<{ target: number }>(
          db,
          sql`select attstattarget as target from pg_attribute
            where attrelid = 'jobs_search_tokens_idx'::regclass and attnum = 1`,
        );
        return row?.target;
      };
      const before = await indexCount();
      expect(await searchTarget()).toBe(1000);
      await seedJobs(db, 700, { now: NOW, rebuildIndexesAt: 650, batchSize: 300 });
      expect(await searchTarget()).toBe(1000);
      const [total] = await db.select({ n: count() }).from(jobs);
      expect(total!.n).toBe(1300);
      expect(await indexCount()).toBe(before);
      const titles = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          sql`(${jobs.title} || ' ' || ${jobs.companyName} || ' ' || ${jobs.jobKeywords}) ilike '%工程师%'`,
        );
      expect(titles.length).toBeGreaterThan(0);
    });
  });
}
