// GET /api/dev/sms/latest: the last code the console SMS outbox sent to a mobile (never in production).
import { routes } from '@app/shared/routes';
import { api, type ResponseOf } from './api-client';

export type DevSmsMessage = ResponseOf<typeof routes.auth.devSmsLatest>;

export function getLatestDevSms(mobile: string): Promise<DevSmsMessage> {
  return api.call(routes.auth.devSmsLatest, { query: { mobile } });
}
