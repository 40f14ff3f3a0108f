// SMS port: sends a verification code. Console outbox by default, Aliyun SMS when SMS_* is set.
import type { SmsScene } from '@app/shared/auth';

export interface SmsSender {
  /** Delivers `code` to `mobile`; rejects when the provider refuses. */
  sendCode(mobile: string, code: string, scene: SmsScene): Promise<void>;
}
