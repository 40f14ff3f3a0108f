// Form rows several auth forms share: the mobile number, and a new password typed twice.
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { AUTH_MESSAGES as M } from '../messages';
import { confirmPasswordRules, mobileRules, newPasswordRules } from './form-rules';

export function MobileField() {
  return (
    <Form.Item name="mobile" rules={mobileRules}>
      <Input
        prefix={<MobileOutlined />}
        placeholder={M.mobilePlaceholder}
        aria-label={M.mobile}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
      />
    </Form.Item>
  );
}

/** `password` and `confirm`, the second checked against the first. */
export function NewPasswordFields({ label = M.newPassword }: { label?: string }) {
  return (
    <>
      <Form.Item name="password" rules={newPasswordRules}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={M.newPasswordPlaceholder}
          aria-label={label}
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules('password')}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={M.confirmPasswordPlaceholder}
          aria-label={M.confirmPassword}
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
    </>
  );
}
