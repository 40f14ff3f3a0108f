// The expectation's wire quirks (SPEC §7) and what choosing one applies to the search.
import { describe, expect, it } from 'vitest';
import { expectationFilters, toExpectationBody, toExpectationForm } from './expectation';

describe('expectations', () => {
  it('sends an intern salary as the X元 - Y元/天 string with an empty end, cities comma-joined', () => {
    expect(
      toExpectationBody({
        job_type: 2,
        job_objective: ' 数据分析 ',
        desired_city: ['北京', '上海'],
        salary_start: '200',
        salary_end: '300',
      }),
    ).toEqual({
      job_type: 2,
      job_objective: '数据分析',
      desired_city: '北京,上海',
      expected_salary_start: '200元 - 300元/天',
      expected_salary_end: '',
    });
  });

  it('sends other salaries as they are, with the id when editing', () => {
    expect(
      toExpectationBody({
        id: 4,
        job_type: 0,
        job_objective: '前端',
        desired_city: ['全国'],
        salary_start: '15',
        salary_end: '25',
      }),
    ).toMatchObject({ id: 4, expected_salary_start: '15', expected_salary_end: '25' });
  });

  it('reads the intern string back into the form', () => {
    const form = toExpectationForm({
      id: 9,
      job_type: 2,
      job_objective: '运营',
      desired_city: '杭州,南京',
      expected_salary_start: '150元 - 250元/天',
      expected_salary_end: '',
    });
    expect(form).toEqual({
      id: 9,
      job_type: 2,
      job_objective: '运营',
      desired_city: ['杭州', '南京'],
      salary_start: '150',
      salary_end: '250',
    });
  });

  const saved = {
    id: 1,
    job_type: 0,
    job_objective: '前端',
    desired_city: '全国,深圳',
    expected_salary_start: '15',
    expected_salary_end: '30',
  };

  it('applies position, every city and salary when chosen, replacing the typed keyword', () => {
    const filters = expectationFilters(
      { ...saved, desired_city: '北京,深圳' },
      { keyword: 'react', education: 4 },
    );
    expect(filters).toEqual({
      keyword: undefined,
      education: 4,
      job_objective: '前端',
      city: '北京,深圳',
      salary_min: 15,
      salary_max: 30,
    });
  });

  it('takes 全国 among the cities as anywhere', () => {
    expect(expectationFilters(saved, {}).city).toBeUndefined();
  });

  it('puts bounds saved the other way round in order', () => {
    const turned = { ...saved, expected_salary_start: '30', expected_salary_end: '15' };
    expect(expectationFilters(turned, {})).toMatchObject({ salary_min: 15, salary_max: 30 });
  });
});
