// Registration: mobile + code, a password typed twice, an optional account name, consent; logs in on success.
import { UserOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@app/shared/auth';
import { Button, Form, Input } from 'antd';
import { optionalAccountRules } from '@/lib/form-rules';
import { useRegister } from '../api/register';
import { AUTH_MESSAGES as M } from '../messages';
import { ConsentField, MobileField, NewPasswordFields } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import styles from './forms.module.css';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  account?: string;
  agree: boolean;
}

export function RegisterForm({
  onRegistered,
  initialMobile,
}: {
  onRegistered: (response: LoginResponse) => void;
  /** Carried over from 忘记密码 when that number turned out to have no account. */
  initialMobile?: string;
}) {
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
    <AuthForm
      form={form}
      onSubmit={onFinish}
      className={styles.form}
      initialValues={{ mobile: initialMobile ?? '', agree: false }}
    >
      <MobileField />
      <CodeField form={form} scene="register" />
      <NewPasswordFields label={M.password} />
      <Form.Item name="account" rules={optionalAccountRules} extra={M.accountOptionalHint}>
        <Input
          prefix={<UserOutlined />}
          placeholder={M.accountOptionalPlaceholder}
          aria-label={M.accountOptional}
          autoComplete="username"
          maxLength={20}
        />
      </Form.Item>
      <ConsentField />
      <Button type="primary" htmlType="submit" block loading={registerUser.isPending}>
        {M.register}
      </Button>
      <p className={styles.note}>{M.registerHint}</p>
    </AuthForm>
  );
}
