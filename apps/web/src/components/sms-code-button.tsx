// 获取验证码 with the 60 s resend countdown of SPEC §4; asks for a mobile first (请先输入手机号, SPEC §5).
import type { SmsScene } from '@app/shared/auth';
import { MOBILE_PATTERN } from '@app/shared/auth';
import { SMS_RESEND_SECONDS } from '@app/shared/constants';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { COMMON_MESSAGES } from '@/config/messages';
import { getMessage } from '@/lib/feedback';
import { sendSmsCode } from '@/lib/sms';
import { useSmsCountdown } from '@/lib/use-sms-countdown';

const M = COMMON_MESSAGES.sms;

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** The mobile as typed; trimmed before use. */
  mobile: string | undefined;
  scene: SmsScene;
  /** After a code went out; by default says 验证码已发送至 {mobile}. */
  onSent?: (mobile: string) => void;
  /** After the server refused; its message is already on screen as a red toast (SPEC §8). */
  onSendError?: (error: unknown, mobile: string) => void;
}

export function SmsCodeButton({ mobile, scene, onSent, onSendError, disabled, ...rest }: SmsCodeButtonProps) {
  const value = mobile?.trim() ?? '';
  const { secondsLeft, start } = useSmsCountdown(value);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!value) {
      getMessage().warning(M.mobileRequired);
      return;
    }
    if (!MOBILE_PATTERN.test(value)) {
      getMessage().warning(M.mobileInvalid);
      return;
    }
    setSending(true);
    try {
      await sendSmsCode(value, scene);
      // SPEC §4: the timer is set to 60 once a send succeeds.
      start(SMS_RESEND_SECONDS);
      if (onSent) onSent(value);
      else getMessage().success(M.codeSent(value));
    } catch (error) {
      // The server's message is already on screen as a red toast.
      onSendError?.(error, value);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      {...rest}
      onClick={send}
      loading={sending}
      disabled={disabled || secondsLeft > 0}
      style={{ minWidth: 118, ...rest.style }}
    >
      {secondsLeft > 0 ? M.resendIn(secondsLeft) : M.getCode}
    </Button>
  );
}
