// Companies that publish jobs; their recruiters are `users` rows with userType 2 and companyId set.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Registered name, e.g. 星河云智科技有限公司. */
    name: text().notNull(),
    /** Brand name shown on cards and used for the monogram logo, e.g. 星河云智. */
    shortName: text().notNull(),
    /** URL of the logo; seeded companies point at the generated `/api/company/logo/{id}.svg`. */
    logo: text().notNull().default(''),
    industry: text().notNull().default(''),
    /** Head-count band as displayed, e.g. '1000-9999人'. */
    scale: text().notNull().default(''),
    /** Financing stage as displayed, e.g. 'B轮', '已上市', '不需要融资'. */
    financingStage: text().notNull().default(''),
    /** Multi-paragraph introduction; copied into each job's companyProfile when the job is published. */
    profile: text().notNull().default(''),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    website: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_idx').on(t.name)],
);
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
