// SPEC §9 salary display, one formatter for the server (JD text) and the web (cards, detail).
import { RECRUITMENT_TYPE } from './constants';

export interface SalaryFields {
  recruitment_type?: number | null;
  salary_start?: number | null;
  salary_end?: number | null;
  salary_month?: number | null;
  /** The text the job was posted with, used when there are no numbers. */
  salary?: string | null;
}

export const SALARY_NEGOTIABLE = '薪资面议';

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** `15K-25K/月 * 14`, interns `200-300元/天`; the posted text when the range is missing. */
export function formatSalary(job: SalaryFields): string {
  const { salary_start: start, salary_end: end, salary_month: months } = job;
  if (!isNumber(start) && !isNumber(end)) return job.salary?.trim() || SALARY_NEGOTIABLE;
  const intern = job.recruitment_type === RECRUITMENT_TYPE.intern;
  const unit = intern ? '' : 'K';
  const range = [start, end]
    .filter(isNumber)
    .map((n) => `${n}${unit}`)
    .join('-');
  if (intern) return `${range}元/天`;
  return isNumber(months) && months > 0 ? `${range}/月 * ${months}` : `${range}/月`;
}
