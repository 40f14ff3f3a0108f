// An SMS code input joined to 获取验证码 for the mobile given, with the dev outbox link under it.
import type { SmsScene } from '@app/shared/auth';
import { Input, Space } from 'antd';
import { DevSmsHint } from '@/components/dev-sms-hint';
import { SmsCodeButton } from '@/components/sms-code-button';

export function CodeInput({
  value,
  onChange,
  mobile,
  scene,
  placeholder,
  ariaLabel,
}: {
  value?: string;
  onChange?: (value: string) => void;
  mobile: string | undefined;
  scene: SmsScene;
  placeholder: string;
  ariaLabel: string;
}) {
  return (
    <div>
      <Space.Compact block>
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={placeholder}
          aria-label={ariaLabel}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SmsCodeButton mobile={mobile} scene={scene} />
      </Space.Compact>
      <DevSmsHint mobile={mobile} onCode={(code) => onChange?.(code)} />
    </div>
  );
}
