// POST /api/interview/signals: one window of the browser's measurements.
import type { SignalsInput } from '@app/shared/interviews';
import { api, unwrap } from '@/lib/api-client';

export async function postSignals(window: SignalsInput): Promise<void> {
  unwrap(await api.post('/api/interview/signals', window));
}
