// 修改密码 on the security page: proven by the current password or by an SMS code to the account's mobile.
import type { UserCenter } from '@app/shared/user';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { codeRules, confirmPasswordRules, newPasswordRules } from '@/lib/form-rules';
import { reportMutationError } from '@/lib/mutation-error';
import { useChangePassword } from '../api/change-password';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';
import { OwnMobileField } from './own-mobile-field';
import styles from './security.module.css';

const M = PERSONAL_MESSAGES.password;

type Mode = 'old' | 'sms';

interface Values {
  old_password?: string;
  code?: string;
  password: string;
  confirm: string;
}

export function ChangePasswordForm({ profile }: { profile: UserCenter }) {
  const mobile = profile.mobile || profile.phone || '';
  const canUseOld = profile.has_password;
  const [mode, setMode] = useState<Mode>(canUseOld ? 'old' : 'sms');
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = async (values: Values) => {
    try {
      await change.mutateAsync(
        mode === 'old'
          ? { old_password: values.old_password ?? '', password: values.password }
          : { mobile, code: values.code?.trim() ?? '', password: values.password },
      );
      getMessage().success(M.success);
      form.resetFields();
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  return (
    <div className={styles.passwordForm}>
      {canUseOld && mobile ? (
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'old', label: M.byOld },
            { value: 'sms', label: M.bySms },
          ]}
          className={styles.segmented}
        />
      ) : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {mode === 'old' ? (
          <Form.Item
            label={M.oldPassword}
            name="old_password"
            rules={[{ required: true, message: M.oldPasswordRequired }]}
          >
            <Input.Password
              placeholder={M.oldPasswordPlaceholder}
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
        ) : (
          <>
            <OwnMobileField label={M.mobile} mobile={mobile} />
            <Form.Item label={M.code} name="code" rules={codeRules()}>
              <CodeInput mobile={mobile} scene="reset" placeholder={M.codePlaceholder} ariaLabel={M.code} />
            </Form.Item>
          </>
        )}
        <Form.Item label={M.newPassword} name="password" rules={newPasswordRules()}>
          <Input.Password placeholder={M.newPasswordPlaceholder} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          label={M.confirmPassword}
          name="confirm"
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
        >
          <Input.Password
            placeholder={M.confirmPasswordPlaceholder}
            autoComplete="new-password"
            maxLength={32}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {M.submit}
        </Button>
      </Form>
    </div>
  );
}
