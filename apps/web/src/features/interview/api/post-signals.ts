// POST /api/interview/signals: one window of the browser's measurements.
import type { SignalsInput } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';

export async function postSignals(window: SignalsInput): Promise<void> {
  await api.call(routes.interviews.signals, { body: window });
}
