// 密码登录: account or mobile + password; the account is trimmed before it is sent (SPEC §5).
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResponse, LoginScene } from '@app/shared/auth';
import { Button, Form, Input } from 'antd';
import { useAccountLogin } from '../api/account-login';
import { AUTH_MESSAGES as M } from '../messages';
import { AuthForm } from './auth-form';
import styles from './forms.module.css';

interface Values {
  account: string;
  password: string;
}

export function PasswordLoginForm({
  onLoggedIn,
  scene,
}: {
  onLoggedIn: (response: LoginResponse) => void;
  /** 'business' for a recruiter's account; a job seeker's by default. */
  scene?: LoginScene;
}) {
  const [form] = Form.useForm<Values>();
  const login = useAccountLogin();

  const onFinish = async ({ account, password }: Values) => {
    onLoggedIn(await login.mutateAsync({ account, password, scene }));
  };

  return (
    <AuthForm form={form} onSubmit={onFinish} className={styles.form}>
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: M.accountRequired }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={M.accountPlaceholder}
          aria-label={M.account}
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: M.passwordRequired }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={M.passwordPlaceholder}
          aria-label={M.password}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {M.login}
      </Button>
    </AuthForm>
  );
}
