// Every domain's tables, for Drizzle's relational API and drizzle-kit (see drizzle.config.ts).
export * from '../../modules/chat/tables.ts';
export * from '../../modules/coaching/tables.ts';
export * from '../../modules/companies/tables.ts';
export * from '../../modules/expectations/tables.ts';
export * from '../../modules/feedback/tables.ts';
export * from '../../modules/interviewer/tables.ts';
export * from '../../modules/interviews/tables.ts';
export * from '../../modules/jobs/tables.ts';
export * from '../../modules/recommend/tables.ts';
export * from '../../modules/uploads/tables.ts';
export * from '../../modules/users/tables.ts';
