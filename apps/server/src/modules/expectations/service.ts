// Job expectations: a seeker's own, at most EXPECTATIONS_MAX, each read or changed by its owner only.
import type { Paged } from '@app/shared/api';
import {
  type addExpectationInput,
  EXPECTATION_MESSAGES,
  EXPECTATIONS_MAX,
  type ExpectationResponse,
} from '@app/shared/expectations';
import type { z } from 'zod';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { paged } from '../../http/paging.ts';
import type { Db } from '../../infra/db/client.ts';
import * as repo from './repo.ts';
import type { UserExpectation } from './tables.ts';

type Input = z.infer<typeof addExpectationInput>;

function toResponse(e: UserExpectation): ExpectationResponse {
  return {
    id: e.id,
    job_type: e.jobType,
    job_objective: e.jobObjective,
    desired_city: e.desiredCity,
    expected_salary_start: e.expectedSalaryStart,
    expected_salary_end: e.expectedSalaryEnd,
  };
}

const toFields = (input: Input) => ({
  jobType: input.job_type,
  jobObjective: input.job_objective,
  desiredCity: input.desired_city,
  expectedSalaryStart: input.expected_salary_start,
  expectedSalaryEnd: input.expected_salary_end,
});

export async function listExpectations(db: Db, userId: number): Promise<Paged<ExpectationResponse>> {
  const rows = await repo.listOf(db, userId);
  return paged(rows.map(toResponse), rows.length);
}

export async function getExpectation(db: Db, userId: number, id: number): Promise<ExpectationResponse> {
  const row = await repo.findOwned(db, userId, id);
  if (!row) throw new NotFoundError(EXPECTATION_MESSAGES.notFound);
  return toResponse(row);
}

export async function addExpectation(db: Db, userId: number, input: Input): Promise<ExpectationResponse> {
  if ((await repo.countOf(db, userId)) >= EXPECTATIONS_MAX)
    throw new BusinessError(EXPECTATION_MESSAGES.tooMany);
  return toResponse(await repo.insert(db, userId, toFields(input)));
}

export async function editExpectation(
  db: Db,
  userId: number,
  input: Input & { id: number },
): Promise<ExpectationResponse> {
  const row = await repo.updateOwned(db, userId, input.id, toFields(input));
  if (!row) throw new NotFoundError(EXPECTATION_MESSAGES.notFound);
  return toResponse(row);
}

export async function deleteExpectation(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteOwned(db, userId, id))) throw new NotFoundError(EXPECTATION_MESSAGES.notFound);
}
