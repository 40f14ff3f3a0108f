// 验证码登录: mobile + code, and consent (a new mobile becomes a new account on the way).
import type { LoginResponse } from '@app/shared/auth';
import { Button, Form } from 'antd';
import { useMobileLogin } from '../api/mobile-login';
import { AUTH_MESSAGES as M } from '../messages';
import { ConsentField, MobileField } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import styles from './forms.module.css';

interface Values {
  mobile: string;
  code: string;
  agree: boolean;
}

export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const [form] = Form.useForm<Values>();
  const login = useMobileLogin();

  const onFinish = async ({ mobile, code }: Values) => {
    onLoggedIn(await login.mutateAsync({ mobile: mobile.trim(), code: code.trim() }));
  };

  return (
    <AuthForm form={form} onSubmit={onFinish} className={styles.form} initialValues={{ agree: false }}>
      <MobileField />
      <CodeField form={form} scene="login" />
      <ConsentField />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {M.login}
      </Button>
      <p className={styles.note}>{M.newMobileHint}</p>
    </AuthForm>
  );
}
