// SPEC §7 Expectations: list for the dropdown, add and edit from the dialog.
import { api, unwrap } from '@/lib/api-client';
import type { Expectation, ExpectationForm } from '../expectation';
import { toExpectationBody } from '../expectation';

export async function listExpectations(): Promise<Expectation[]> {
  const data = unwrap(await api.get<Expectation[] | { lists: Expectation[] }>('/api/userExpect/list'));
  return Array.isArray(data) ? data : (data?.lists ?? []);
}

/** Add without an id, edit with one; throws ApiError with the server's msg on a failure code. */
export async function saveExpectation(form: ExpectationForm): Promise<void> {
  const body = toExpectationBody(form);
  unwrap(await api.post(form.id ? '/api/userExpect/edit' : '/api/userExpect/add', body));
}

export async function deleteExpectation(id: number): Promise<string> {
  const response = await api.delete<null>('/api/userExpect/delete', { params: { id } });
  unwrap(response);
  return response.msg;
}
