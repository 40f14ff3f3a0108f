// API contract of a seeker's job expectations (SPEC §3 Job expectation, §7 Expectations).
import { z } from 'zod';
import { RECRUITMENT_TYPE } from './constants.ts';
import { idField, idParam, text } from './fields.ts';

/** A seeker keeps at most this many expectations; the dropdown lists them all. */
export const EXPECTATIONS_MAX = 20;

export const EXPECTATION_MESSAGES = {
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  notFound: '该求职期望不存在',
  tooMany: `最多保存${EXPECTATIONS_MAX}条求职期望`,
  positionRequired: '请输入期望职位',
  cityRequired: '请选择至少一个工作城市',
} as const;

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
