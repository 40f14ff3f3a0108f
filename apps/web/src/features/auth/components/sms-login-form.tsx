import type { LoginResponse } from '@app/shared/auth';
import { Button, Form } from 'antd';
import { useMobileLogin } from '../api/mobile-login';
import { AUTH_MESSAGES as M } from '../messages';
import { MobileField } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import styles from './forms.module.css';

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const [form] = Form.useForm<Values>();
  const login = useMobileLogin();

  const onFinish = async ({ mobile, code }: Values) => {
    onLoggedIn(await login.mutateAsync({ mobile: mobile.trim(), code: code.trim() }));
  };

  return (
    <AuthForm form={form} onSubmit={onFinish} className={styles.form}>
      <MobileField />
      <CodeField form={form} scene="login" />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {M.login}
      </Button>
      <p className={styles.note}>{M.newMobileHint}</p>
    </AuthForm>
  );
}
