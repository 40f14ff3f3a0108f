// SMS port: sends a verification code. Console outbox by default, Aliyun SMS when SMS_* is set.
import type { SmsScene } from '@app/shared/auth';

export interface SmsSender {
  /** Delivers `code` to `mobile`; rejects when the provider refuses (with an SmsSendError when it said why). */
  sendCode(mobile: string, code: string, scene: SmsScene): Promise<void>;
}

/**
 * A provider's refusal, carrying a sentence a user can read. `limited` refusals (the provider's own
 * flow control) answer 429; the rest answer code 0. The provider's code and message stay in `message`
 * for the logs.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly userMessage: string,
    readonly kind: 'limited' | 'rejected' | 'failed',
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
