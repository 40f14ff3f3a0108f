// API contract of a seeker's job expectations (SPEC §3 Job expectation, §7 Expectations, §8 save messages).
import { z } from 'zod';
import { RECRUITMENT_TYPE } from './constants.ts';
import { idField, idParam, text } from './fields.ts';

export const EXPECTATION_MAX_PER_USER = 20;
export const EXPECTATION_CITY_MAX = 20;

export const EXPECTATION_MESSAGES = {
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  notFound: '求职期望不存在',
  tooMany: `最多保存${EXPECTATION_MAX_PER_USER}条求职期望`,
  objectiveRequired: '请输入期望职位',
  cityRequired: '请至少选择一个城市',
  salaryFormat: '薪资只能填写数字',
  salaryOrder: '最低薪资不能高于最高薪资',
  jobType: '求职类型不正确',
} as const;

/** SPEC §7: an intern's whole range travels in the start field as 'X元 - Y元/天', the end field empty. */
export const INTERN_SALARY_PATTERN = /^(\d{1,7})元\s*-\s*(\d{1,7})元\/天$/;
const PLAIN_SALARY = /^\d{1,7}$/;

/** A salary field: a number, digits as text, the intern string, or blank; kept as the text the client sent. */
const salaryField = z
  .union([z.number().int().min(0).max(9_999_999), text().trim().max(40)])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)))
  .refine((value) => value === '' || PLAIN_SALARY.test(value) || INTERN_SALARY_PATTERN.test(value), {
    message: EXPECTATION_MESSAGES.salaryFormat,
  });

/** The range a saved pair of salary fields means, reading the intern string too; undefined where blank. */
export function expectationSalaryRange(start: string, end: string): { min?: number; max?: number } {
  const intern = INTERN_SALARY_PATTERN.exec(start);
  if (intern) return { min: Number(intern[1]), max: Number(intern[2]) };
  return { min: start === '' ? undefined : Number(start), max: end === '' ? undefined : Number(end) };
}

/** Cities as a comma-joined string (SPEC §3) or a list; stored and answered as 'A,B' without blanks or repeats. */
const desiredCity = z
  .union([text().max(1000), z.array(text().max(20)).max(EXPECTATION_CITY_MAX)])
  .transform((value) => {
    const list = Array.isArray(value) ? value : value.split(/[,，]/);
    return [...new Set(list.map((city) => city.trim()).filter(Boolean))];
  })
  .refine((cities) => cities.length > 0, EXPECTATION_MESSAGES.cityRequired)
  .refine((cities) => cities.length <= EXPECTATION_CITY_MAX && cities.every((c) => c.length <= 20), {
    message: EXPECTATION_MESSAGES.cityRequired,
  })
  .transform((cities) => cities.join(','));

const jobTypes = Object.values(RECRUITMENT_TYPE) as number[];

const expectationFields = z.object({
  job_type: z
    .number()
    .int()
    .refine((type) => jobTypes.includes(type), EXPECTATION_MESSAGES.jobType),
  job_objective: text().trim().min(1, EXPECTATION_MESSAGES.objectiveRequired).max(50),
  desired_city: desiredCity,
  expected_salary_start: salaryField,
  expected_salary_end: salaryField,
});

function salaryInOrder({
  expected_salary_start: start,
  expected_salary_end: end,
}: z.infer<typeof expectationFields>) {
  const { min, max } = expectationSalaryRange(start, end);
  return min === undefined || max === undefined || min <= max;
}
const salaryOrder = { message: EXPECTATION_MESSAGES.salaryOrder, path: ['expected_salary_end'] };

/** POST /api/userExpect/add. */
export const expectationAddInput = expectationFields.refine(salaryInOrder, salaryOrder);
export type ExpectationAddInput = z.infer<typeof expectationAddInput>;

/** POST /api/userExpect/edit: the same fields and the id being edited. */
export const expectationEditInput = expectationFields
  .extend({ id: idField })
  .refine(salaryInOrder, salaryOrder);
export type ExpectationEditInput = z.infer<typeof expectationEditInput>;

/** GET /api/userExpect/detail?id= and DELETE /api/userExpect/delete?id=. */
export const expectationIdQuery = z.object({ id: idParam });

/** One saved expectation as the API answers it; salary fields are the text the client sent. */
export const expectationResponse = z.object({
  id: z.number().int(),
  job_type: z.number().int(),
  job_objective: z.string(),
  desired_city: z.string(),
  expected_salary_start: z.string(),
  expected_salary_end: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type ExpectationResponse = z.infer<typeof expectationResponse>;
