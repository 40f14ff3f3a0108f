// 验证码登录: mobile + SMS code; a mobile seen for the first time becomes a new account (said under the form).
import { MobileOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@app/shared/auth';
import { Button, Form, Input } from 'antd';
import { useMobileLogin } from '../api/mobile-login';
import { AUTH_MESSAGES as M } from '../messages';
import { CodeField } from './code-field';
import { mobileRules } from './form-rules';
import styles from './forms.module.css';

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const [form] = Form.useForm<Values>();
  const login = useMobileLogin();

  const onFinish = async ({ mobile, code }: Values) => {
    try {
      onLoggedIn(await login.mutateAsync({ mobile: mobile.trim(), code: code.trim() }));
    } catch {
      // The server's message is on screen as a red toast.
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      className={styles.form}
    >
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
      <CodeField form={form} scene="login" />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {M.login}
      </Button>
      <p className={styles.note}>{M.newMobileHint}</p>
    </Form>
  );
}
