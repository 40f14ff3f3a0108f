// GET /api/dev/sms/latest: the last code the console SMS outbox sent to a mobile (never in production).
import { api, unwrap } from './api-client';

export interface DevSmsMessage {
  mobile: string;
  code: string;
  scene: string;
  sent_at: string;
}

export async function getLatestDevSms(mobile: string): Promise<DevSmsMessage | null> {
  return unwrap(await api.get<DevSmsMessage | null>('/api/dev/sms/latest', { params: { mobile } }));
}
