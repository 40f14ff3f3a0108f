// POST /api/consult: a call-back request; answers the server's confirmation text.
import type { ConsultInput } from '@app/shared/coaching';
import { routes } from '@app/shared/routes';
import { api, unwrap } from '@/lib/api-client';

export type ConsultForm = Omit<ConsultInput, 'source'> & { source: ConsultInput['source'] };

export async function submitConsult(form: ConsultForm): Promise<string> {
  const response = await api.request(routes.consult.submit, { body: form });
  unwrap(response);
  return response.msg;
}
