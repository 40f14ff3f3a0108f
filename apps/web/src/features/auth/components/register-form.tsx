// Registration: mobile + code, a password typed twice, an optional account name; logs in on success.
import { UserOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@app/shared/auth';
import { Button, Form, Input } from 'antd';
import { useRegister } from '../api/register';
import { AUTH_MESSAGES as M } from '../messages';
import { MobileField, NewPasswordFields } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import { optionalAccountRules } from './form-rules';
import styles from './forms.module.css';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  account?: string;
}

export function RegisterForm({ onRegistered }: { onRegistered: (response: LoginResponse) => void }) {
  const [form] = Form.useForm<Values>();
  const registerUser = useRegister();

  const onFinish = async ({ mobile, code, password, account }: Values) => {
    const trimmedAccount = account?.trim();
    onRegistered(
      await registerUser.mutateAsync({
        mobile: mobile.trim(),
        code: code.trim(),
        password,
        ...(trimmedAccount ? { account: trimmedAccount } : {}),
      }),
    );
  };

  return (
    <AuthForm form={form} onSubmit={onFinish} className={styles.form}>
      <MobileField />
      <CodeField form={form} scene="register" />
      <NewPasswordFields label={M.password} />
      <Form.Item name="account" rules={optionalAccountRules}>
        <Input
          prefix={<UserOutlined />}
          placeholder={M.accountOptionalPlaceholder}
          aria-label={M.accountOptional}
          autoComplete="username"
          maxLength={20}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registerUser.isPending}>
        {M.register}
      </Button>
      <p className={styles.note}>{M.registerHint}</p>
    </AuthForm>
  );
}
