import { Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { useForgotPwd } from '../api/forgot-pwd';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES as M } from '../messages';
import { MobileField, NewPasswordFields } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import styles from './forms.module.css';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [step, setStep] = useState(0);
  const [resetToken, setResetToken] = useState('');
  const [verifyForm] = Form.useForm<{ mobile: string; code: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();
  const verify = useForgotPwd();
  const reset = useResetPassword();

  const onVerify = async ({ mobile, code }: { mobile: string; code: string }) => {
    const { reset_token } = await verify.mutateAsync({ mobile: mobile.trim(), code: code.trim() });
    setResetToken(reset_token);
    setStep(1);
  };

  const onReset = async ({ password }: { password: string }) => {
    await reset.mutateAsync({ reset_token: resetToken, password });
    setStep(2);
  };

  return (
    <div className={styles.form}>
      <Steps
        size="small"
        current={step}
        items={M.forgotSteps.map((title) => ({ title }))}
        className={styles.steps}
        titlePlacement="vertical"
        // Three short steps fit a phone in a row; antd would stack them below 576 px.
        responsive={false}
      />
      {step === 0 ? (
        <AuthForm form={verifyForm} onSubmit={onVerify}>
          <MobileField />
          <CodeField form={verifyForm} scene="reset" />
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {M.next}
          </Button>
        </AuthForm>
      ) : null}
      {step === 1 ? (
        <AuthForm form={passwordForm} onSubmit={onReset}>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {M.resetSubmit}
          </Button>
        </AuthForm>
      ) : null}
      {step === 2 ? (
        <Result
          status="success"
          title={M.resetDone}
          subTitle={M.resetDoneHint}
          className={styles.result}
          extra={
            <Button type="primary" size="large" onClick={onBackToLogin}>
              {M.backToLogin}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
