// Job expectations (SPEC §3, §7): the form's shape, the wire shape with the intern salary-string quirk,
// and what choosing one applies to the search.
import { JOB_CITY_LIST_MAX, JOB_TYPE_INTERN, NATIONWIDE } from '@app/shared/constants';
import type { ExpectationResponse } from '@app/shared/expectations';
import type { JobFilters } from './types';

/** A saved expectation as the contract answers it; salaries are the text the client sent. */
export type Expectation = Omit<ExpectationResponse, 'create_time' | 'update_time'>;

export interface ExpectationForm {
  id?: number;
  job_type: number;
  job_objective: string;
  desired_city: string[];
  salary_start?: string;
  salary_end?: string;
}

const INTERN_SALARY = /^\s*(\d+(?:\.\d+)?)\s*元\s*-\s*(\d+(?:\.\d+)?)\s*元\/天\s*$/;

const num = (v: string | number | null | undefined): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The salary range of a saved expectation, reading the intern string form too. */
export function expectationSalary(e: Pick<Expectation, 'expected_salary_start' | 'expected_salary_end'>): {
  min?: number;
  max?: number;
} {
  const match =
    typeof e.expected_salary_start === 'string' ? INTERN_SALARY.exec(e.expected_salary_start) : null;
  if (match) return { min: Number(match[1]), max: Number(match[2]) };
  return { min: num(e.expected_salary_start), max: num(e.expected_salary_end) };
}

export function splitCities(desired: string | null | undefined): string[] {
  return (desired ?? '')
    .split(/[,，]/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The body of add/edit: cities comma-joined; interns send 'X元 - Y元/天' in the start field, end empty. */
export function toExpectationBody(form: ExpectationForm) {
  const start = form.salary_start?.trim() ?? '';
  const end = form.salary_end?.trim() ?? '';
  const intern = form.job_type === JOB_TYPE_INTERN;
  return {
    ...(form.id ? { id: form.id } : {}),
    job_type: form.job_type,
    job_objective: form.job_objective.trim(),
    desired_city: form.desired_city.join(','),
    expected_salary_start: intern && start && end ? `${start}元 - ${end}元/天` : start,
    expected_salary_end: intern && start && end ? '' : end,
  };
}

export function toExpectationForm(e: Expectation): ExpectationForm {
  const { min, max } = expectationSalary(e);
  return {
    id: e.id,
    job_type: e.job_type,
    job_objective: e.job_objective,
    desired_city: splitCities(e.desired_city),
    salary_start: min === undefined ? '' : String(min),
    salary_end: max === undefined ? '' : String(max),
  };
}

/**
 * Choosing an expectation applies its position, all its cities (a comma list the search takes as any of
 * them; 全国 among them means anywhere) and its salary. The keyword typed before goes: it would narrow the
 * expectation's jobs to those that also mention it, usually none.
 */
export function expectationFilters(e: Expectation, current: JobFilters): JobFilters {
  const cities = splitCities(e.desired_city);
  const city = cities.includes(NATIONWIDE)
    ? undefined
    : cities.slice(0, JOB_CITY_LIST_MAX).join(',') || undefined;
  const { min, max } = expectationSalary(e);
  // An expectation saved by another client may hold its bounds the other way round; the search refuses that.
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return {
    ...current,
    keyword: undefined,
    job_objective: e.job_objective,
    city,
    salary_min: low,
    salary_max: high,
  };
}
