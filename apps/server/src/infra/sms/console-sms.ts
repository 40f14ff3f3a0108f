// Console outbox: codes are logged and kept for GET /api/dev/sms/latest (never in production).
import type { SmsScene } from '@app/shared/auth';
import type { Kv } from '../kv/kv.ts';
import type { SmsSender } from './sms.ts';

export interface OutboxEntry {
  mobile: string;
  code: string;
  scene: SmsScene;
  sent_at: string;
}

const OUTBOX_TTL_SECONDS = 600;

export class ConsoleSms implements SmsSender {
  constructor(
    private readonly kv: Kv,
    private readonly log: (entry: OutboxEntry) => void,
  ) {}

  async sendCode(mobile: string, code: string, scene: SmsScene): Promise<void> {
    const entry: OutboxEntry = { mobile, code, scene, sent_at: new Date().toISOString() };
    // Kept in the Kv port so that with Redis any server process can answer the dev endpoint.
    await this.kv.set(`sms:outbox:${mobile}`, JSON.stringify(entry), OUTBOX_TTL_SECONDS);
    this.log(entry);
  }

  async latest(mobile: string): Promise<OutboxEntry | null> {
    const raw = await this.kv.get(`sms:outbox:${mobile}`);
    return raw ? (JSON.parse(raw) as OutboxEntry) : null;
  }
}
