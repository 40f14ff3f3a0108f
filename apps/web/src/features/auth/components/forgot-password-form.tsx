// 找回密码: prove the mobile with a code, set the new password, done. A number with no account is told so
// plainly, with registration one click away, instead of an error about a code that was never sent.
import { MOBILE_NOT_REGISTERED } from '@app/shared/auth';
import { Alert, Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useForgotPwd } from '../api/forgot-pwd';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES as M } from '../messages';
import { MobileField, NewPasswordFields } from './account-fields';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';
import styles from './forms.module.css';

const isNotRegistered = (error: unknown) => isApiError(error) && error.msg === MOBILE_NOT_REGISTERED;

export function ForgotPasswordForm({
  onBackToLogin,
  onRegister,
}: {
  onBackToLogin: () => void;
  /** Registration with this mobile, offered when it has no account. */
  onRegister: (mobile: string) => void;
}) {
  const [step, setStep] = useState(0);
  const [resetToken, setResetToken] = useState('');
  const [verifyForm] = Form.useForm<{ mobile: string; code: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();
  const verify = useForgotPwd();
  const reset = useResetPassword();
  /** The mobile the server said has no account; the offer shows while that number is in the field. */
  const [unregistered, setUnregistered] = useState<string | null>(null);
  const typedMobile = (Form.useWatch('mobile', verifyForm) as string | undefined)?.trim();
  const offerRegistration = unregistered !== null && unregistered === typedMobile;

  const onVerify = async ({ mobile, code }: { mobile: string; code: string }) => {
    // No code can be right for a number without an account; the offer above says what to do instead.
    if (offerRegistration) return;
    try {
      const { reset_token } = await verify.mutateAsync({ mobile: mobile.trim(), code: code.trim() });
      setResetToken(reset_token);
      setStep(1);
    } catch (error) {
      if (isNotRegistered(error)) setUnregistered(mobile.trim());
      throw error;
    }
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
          {offerRegistration ? (
            <Alert
              type="warning"
              showIcon
              className={styles.notice}
              title={M.notRegistered}
              description={M.notRegisteredHint}
              action={
                <Button size="small" type="primary" onClick={() => onRegister(unregistered)}>
                  {M.registerNow}
                </Button>
              }
            />
          ) : null}
          <CodeField
            form={verifyForm}
            scene="reset"
            onSendError={(error, mobile) => {
              if (isNotRegistered(error)) setUnregistered(mobile);
            }}
          />
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
