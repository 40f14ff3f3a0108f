// The SMS code row of a form: the code input joined to 获取验证码, and the dev outbox link under it.
import { SafetyOutlined } from '@ant-design/icons';
import type { SmsScene } from '@app/shared/auth';
import { Form, type FormInstance, Input, Space } from 'antd';
import { DevSmsHint } from '@/components/dev-sms-hint';
import { SmsCodeButton } from '@/components/sms-code-button';
import { codeRules } from '@/lib/form-rules';
import { AUTH_MESSAGES as M } from '../messages';

export function CodeField({
  form,
  scene,
  mobileField = 'mobile',
  name = 'code',
  onSendError,
}: {
  form: FormInstance;
  scene: SmsScene;
  mobileField?: string;
  name?: string;
  /** After the server refused to send a code (its message is already on screen). */
  onSendError?: (error: unknown, mobile: string) => void;
}) {
  const mobile = Form.useWatch(mobileField, form) as string | undefined;
  return (
    <Form.Item
      required
      extra={<DevSmsHint mobile={mobile} onCode={(code) => form.setFieldValue(name, code)} />}
    >
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={codeRules()}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={M.codePlaceholder}
            aria-label={M.code}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsCodeButton mobile={mobile} scene={scene} onSendError={onSendError} />
      </Space.Compact>
    </Form.Item>
  );
}
