// API contract of a seeker's job expectations (SPEC §3 Job expectation, §7 Expectations).
import { z } from 'zod';
import { RECRUITMENT_TYPE } from './constants.ts';
import { idField, idParam, text } from './fields.ts';
import { EXPECTATION_MESSAGES } from './job-messages.ts';

export { EXPECTATION_MESSAGES, EXPECTATIONS_MAX } from './job-messages.ts';

/** Salaries arrive as numbers or display strings (interns: 'X元 - Y元/天' in the start, end empty). */
const salaryText = z
  .union([z.number().min(0).max(1_000_000), text().trim().max(30)])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)));

const expectationFields = {
  job_type: z
    .number()
    .int()
    .refine((type) => (Object.values(RECRUITMENT_TYPE) as number[]).includes(type)),
  job_objective: text().trim().min(1, EXPECTATION_MESSAGES.positionRequired).max(50),
  /** Comma-joined cities, as the dialog submits them. */
  desired_city: text().trim().min(1, EXPECTATION_MESSAGES.cityRequired).max(500),
  expected_salary_start: salaryText,
  expected_salary_end: salaryText,
};

export const addExpectationInput = z.object(expectationFields);
export const editExpectationInput = z.object({ id: idField, ...expectationFields });
export const expectationIdQuery = z.object({ id: idParam });

export const expectationResponse = z.object({
  id: z.number().int(),
  job_type: z.number().int(),
  job_objective: z.string(),
  desired_city: z.string(),
  expected_salary_start: z.string(),
  expected_salary_end: z.string(),
});
export type ExpectationResponse = z.infer<typeof expectationResponse>;
