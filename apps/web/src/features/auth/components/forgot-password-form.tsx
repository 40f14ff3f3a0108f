// 忘记密码: prove the mobile with a code, set the new password twice, done, back to login.
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { useForgotPwd } from '../api/forgot-pwd';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGES as M } from '../messages';
import { CodeField } from './code-field';
import { confirmPasswordRules, mobileRules, newPasswordRules } from './form-rules';
import styles from './forms.module.css';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [step, setStep] = useState(0);
  const [resetToken, setResetToken] = useState('');
  const [verifyForm] = Form.useForm<{ mobile: string; code: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();
  const verify = useForgotPwd();
  const reset = useResetPassword();

  const onVerify = async ({ mobile, code }: { mobile: string; code: string }) => {
    try {
      const { reset_token } = await verify.mutateAsync({ mobile: mobile.trim(), code: code.trim() });
      setResetToken(reset_token);
      setStep(1);
    } catch {
      // The server's message is on screen as a red toast.
    }
  };

  const onReset = async ({ password }: { password: string }) => {
    try {
      await reset.mutateAsync({ reset_token: resetToken, password });
      setStep(2);
    } catch {
      // The server's message is on screen as a red toast.
    }
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
        <Form form={verifyForm} layout="vertical" size="large" requiredMark={false} onFinish={onVerify}>
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
          <CodeField form={verifyForm} scene="reset" />
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {M.next}
          </Button>
        </Form>
      ) : null}
      {step === 1 ? (
        <Form form={passwordForm} layout="vertical" size="large" requiredMark={false} onFinish={onReset}>
          <Form.Item name="password" rules={newPasswordRules}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={M.newPasswordPlaceholder}
              aria-label={M.newPassword}
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
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {M.resetSubmit}
          </Button>
        </Form>
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
