// Form rows several auth forms share: the mobile number, a new password typed twice, and the consent box.
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { confirmPasswordRules, mobileRules, mustTickRule, newPasswordRules } from '@/lib/form-rules';
import { AUTH_MESSAGES as M } from '../messages';
import styles from './forms.module.css';

export function MobileField() {
  return (
    <Form.Item name="mobile" rules={mobileRules()}>
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
      <Form.Item name="password" rules={newPasswordRules()}>
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

/**
 * `agree`: 我已阅读并同意《用户协议》和《隐私政策》, unticked until the user ticks it; the form refuses
 * to submit before. The documents open in a new tab so that what was typed here stays.
 */
export function ConsentField() {
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[mustTickRule(M.consent.required)]}
      className={styles.consent}
    >
      <Checkbox>
        {M.consent.prefix}
        <Link to={paths.agreement} target="_blank" rel="noopener">
          {M.consent.agreement}
        </Link>
        {M.consent.and}
        <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
          {M.consent.privacy}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
