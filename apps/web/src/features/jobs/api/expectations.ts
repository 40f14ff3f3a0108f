// SPEC §7 Expectations: list for the dropdown, add and edit from the dialog.
import { routes } from '@app/shared/routes';
import { api, unwrap } from '@/lib/api-client';
import type { Expectation, ExpectationForm } from '../expectation';
import { toExpectationBody } from '../expectation';

export async function listExpectations(): Promise<Expectation[]> {
  return (await api.call(routes.expectations.list)).lists;
}

/** Add without an id, edit with one; throws ApiError with the server's msg on a failure code. */
export async function saveExpectation(form: ExpectationForm): Promise<void> {
  const body = toExpectationBody(form);
  if (form.id) await api.call(routes.expectations.edit, { body: { ...body, id: form.id } });
  else await api.call(routes.expectations.add, { body });
}

export async function deleteExpectation(id: number): Promise<string> {
  const response = await api.request(routes.expectations.delete, { query: { id } });
  unwrap(response);
  return response.msg;
}
