// The hot-jobs board: published jobs (SPEC §3 Job) and the seekers' favourites.
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/** Job status: only open jobs are listed; closed ones stay for favourites and chat history. */
export const JOB_STATUS = { open: 1, closed: 0 } as const;

/** An intern's pay of one 元 a day as K a month: 21.75 working days. */
export const INTERN_MONTHLY_PAY = 0.02175;

/**
 * The most a job pays a month, in K: what the salary sort compares. Interns are paid 元/天 (SPEC §9), so
 * 300 would otherwise rank above 40K/月; a month is taken as 21.75 working days.
 */
function monthlyPayOf(t: { recruitmentType: AnyPgColumn; salaryEnd: AnyPgColumn }) {
  return sql`(CASE WHEN ${t.recruitmentType} = ${sql.raw(String(RECRUITMENT_TYPE.intern))} THEN ${t.salaryEnd} * ${sql.raw(String(INTERN_MONTHLY_PAY))} ELSE ${t.salaryEnd} END)`;
}

type SearchedColumns = Record<
  | 'title'
  | 'companyName'
  | 'jobKeywords'
  | 'description'
  | 'city'
  | 'education'
  | 'recruitmentType'
  | 'category'
  | 'publishTime',
  AnyPgColumn
>;

/** What a keyword is looked for in. */
function searchTextOf(t: SearchedColumns) {
  return sql`(${t.title} || ' ' || ${t.companyName} || ' ' || ${t.jobKeywords} || ' ' || ${t.description})`;
}

/**
 * The search index's tokens (migration 0011): every character and every pair of adjacent characters of the
 * searchable text, lower-cased, and the filters as `c:上海`, `e:4`, `t:0`, `k:技术`. A keyword's pairs must
 * all be among them, which a GIN index answers even for two-character Chinese words such as 前端 that a
 * trigram index cannot serve; the filters are answered by the same index scan. The substring itself is
 * then checked on the rows left (see search-sql.ts).
 */
function searchTokensOf(t: SearchedColumns) {
  return sql`jobs_search_tokens(${searchTextOf(t)}, ${t.city}, ${t.education}, ${t.recruitmentType}, ${t.category})`;
}

/**
 * The column index's tokens (migration 0016): the characters and pairs of the title, the company's name
 * and the skills, lower-cased and tagged with their column (COLUMN_TAGS: `o:前端`), for the filters on
 * them. The text's pairs say only that the text holds them: 科技 is in many companies' names and few
 * titles. An index of their own, so that its statistics do not crowd the text's out of the search index's.
 */
function columnTokensOf(t: SearchedColumns) {
  return sql`jobs_column_tokens(${t.title}, ${t.companyName}, ${t.jobKeywords})`;
}

/**
 * The tags of the column index's tokens, by the filter that reads the column: a position looked for in
 * titles, a company in company names, skills in the skills. A tagged token has three characters or more,
 * unlike the text's one or two.
 */
export const COLUMN_TAGS = { job_objective: 'o:', company_name: 'n:', job_keywords: 's:' } as const;

/**
 * The recent-jobs index's tokens: each pair of the text tagged with the day the job was published
 * (`20412:前端`, days since 1970 in UTC), and the filters. A GIN index cannot hand back jobs newest first,
 * so the board asks it for a keyword's jobs of the last few days only: a short list even for a common
 * word, where the plain tokens would list every job holding it (see search-plan.ts).
 */
function recentTokensOf(t: SearchedColumns) {
  return sql`jobs_recent_tokens(${searchTextOf(t)}, ${t.publishTime}, ${t.city}, ${t.education}, ${t.recruitmentType}, ${t.category})`;
}

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    /** RECRUITMENT_TYPE: 0 social, 1 campus, 2 internship. */
    recruitmentType: smallint().notNull().default(0),
    /** Salary bounds: K per month, or 元 per day for internships (recruitmentType 2). */
    salaryStart: integer().notNull().default(0),
    salaryEnd: integer().notNull().default(0),
    /** Months paid per year (e.g. 13-16); null when not stated. */
    salaryMonth: smallint(),
    /** Display fallback consistent with the numbers, e.g. '15K-25K·14薪' or '200-300元/天'. */
    salary: text().notNull().default(''),
    /** 全职 / 实习 / 兼职. */
    workNature: text().notNull().default('全职'),
    /** EDUCATION_LABELS code 3-6; null reads as 不限. */
    education: smallint(),
    /** EXPERIENCE_LABELS code 0-5. */
    experience: smallint().notNull().default(0),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Denormalised from the company when published so listing pages need no join. */
    companyName: text().notNull(),
    companyLogo: text().notNull().default(''),
    companyProfile: text().notNull().default(''),
    category: text().notNull().default(''),
    city: text().notNull(),
    district: text(),
    jobAddress: text().notNull().default(''),
    /** Map position (WGS-84 style lng/lat); null when the address could not be geocoded. */
    lng: doublePrecision(),
    lat: doublePrecision(),
    publishTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Comma-separated skills, e.g. 'React,TypeScript,Webpack'. */
    jobKeywords: text().notNull().default(''),
    /** Multi-line numbered lists. */
    description: text().notNull().default(''),
    requirement: text().notNull().default(''),
    /** The recruiter who published the job and whom applying chats with. */
    publisherId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: smallint().notNull().default(JOB_STATUS.open),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The salary sort's order (monthlyPayOf, highest first, id breaking ties) after the columns a walk
    // fixes, `leading`, with the columns of the salary filters after it, `checked`.
    const payOrder = (name: string, leading: [AnyPgColumn, ...AnyPgColumn[]], checked: AnyPgColumn[]) =>
      index(name).on(
        ...leading,
        sql`${monthlyPayOf(t)} DESC NULLS FIRST`,
        t.id.desc().nullsFirst(),
        ...checked,
      );
    // Newest first (publish time, id breaking ties) after the column a walk fixes.
    const newestFirst = (name: string, leading: AnyPgColumn) =>
      index(name).on(leading, t.publishTime.desc().nullsFirst(), t.id.desc().nullsFirst());
    return [
      // Newest-first listing, the default sort; id breaks ties so paging is stable. Every descending key
      // here and in the other tables is NULLS FIRST, which is what `ORDER BY x DESC` (drizzle `desc(x)`)
      // means: drizzle's index default, DESC NULLS LAST, would not serve that order and force a sort.
      newestFirst('jobs_status_publish_time_idx', t.status),
      // Sorted by salary (sort_by salary): the board walks this instead of sorting every open job. The
      // range filter's bounds are checked in the index, not by reading each job: the top of the order is
      // full of jobs whose range starts above the one wanted.
      payOrder('jobs_status_monthly_pay_idx', [t.status], [t.salaryStart, t.salaryEnd]),
      // Sorted by salary in one city, the board's most common pairing, walked the same way.
      payOrder('jobs_status_city_monthly_pay_idx', [t.status, t.city], [t.salaryStart, t.salaryEnd]),
      // Sorted by salary among one recruitment type. Interns are paid by the day, below nearly every other
      // job a month: along any other index in pay order, a walk to them passes over every other job first.
      payOrder(
        'jobs_status_recruitment_type_monthly_pay_idx',
        [t.status, t.recruitmentType],
        [t.salaryStart, t.salaryEnd],
      ),
      // Sorted by salary with an upper bound (salary_max), which the range must start at or below: the pay
      // order cannot skip to such jobs (the best paid start higher), so the board reads the jobs of each
      // starting salary up to the bound in pay order and merges them (search-sql.ts byStartingSalarySql).
      payOrder('jobs_status_salary_start_pay_idx', [t.status, t.salaryStart], [t.salaryEnd]),
      payOrder('jobs_status_city_salary_start_pay_idx', [t.status, t.city, t.salaryStart], [t.salaryEnd]),
      // The filters a search usually starts from, each sorted newest-first with the id that breaks ties, so
      // that a walk stops at the page's last job (without it, PostgreSQL sorts each run of equal times and
      // reads at least 32 jobs before the first comes out).
      newestFirst('jobs_city_publish_time_idx', t.city),
      newestFirst('jobs_recruitment_type_publish_time_idx', t.recruitmentType),
      newestFirst('jobs_category_publish_time_idx', t.category),
      index('jobs_company_id_idx').on(t.companyId),
      index('jobs_publisher_id_idx').on(t.publisherId),
      index('jobs_search_tokens_idx').using('gin', searchTokensOf(t)),
      index('jobs_column_tokens_idx').using('gin', columnTokensOf(t)),
      index('jobs_recent_tokens_idx').using('gin', recentTokensOf(t)),
    ];
  },
);
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** The salary sort's key (monthlyPayOf). */
export const jobMonthlyPay = monthlyPayOf(jobs);

/** What a keyword is looked for in, and the two token sets of the search indexes, as the indexes hold them. */
export const jobSearchText = searchTextOf(jobs);
export const jobSearchTokens = searchTokensOf(jobs);
export const jobColumnTokens = columnTokensOf(jobs);
export const jobRecentTokens = recentTokensOf(jobs);

/**
 * Each job as the API answers it (SPEC §3 Job, the fields of service.ts toJobResponse) but for
 * is_favorite, which depends on the viewer: a JSON object written by the database whenever the job is
 * written (migration 0014's triggers), so that a page of the search is ten documents passed on rather than
 * two hundred fields formatted and escaped on every search. Its own table keeps the jobs' rows, which the
 * search walks through, as narrow as before, and its rows whole (no TOAST) up to a page of 8 KB.
 */
export const jobDocuments = pgTable('job_documents', {
  jobId: integer()
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  document: text().notNull(),
});

export const jobFavorites = pgTable(
  'job_favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    // The favourites page lists a user's favourites newest-first.
    index('job_favorites_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // Lets deleting a job (cascade) find its favourites without a scan.
    index('job_favorites_job_id_idx').on(t.jobId),
  ],
);
export type JobFavorite = typeof jobFavorites.$inferSelect;

/** A seeker's report of a job (false information, fees, …) for the operators to check; one per user and job. */
export const jobReports = pgTable(
  'job_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    detail: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_reports_user_id_job_id_unique').on(t.userId, t.jobId),
    // Operators read the reports of one job together.
    index('job_reports_job_id_idx').on(t.jobId),
  ],
);
export type JobReport = typeof jobReports.$inferSelect;
