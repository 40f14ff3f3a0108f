// 注销账号: confirmed with the password or an SMS code to the account's mobile; then the session ends here and we go home.
import { maskMobile } from '@app/shared/user';
import { Alert, Form, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage } from '@/lib/feedback';
import { codeRules } from '@/lib/form-rules';
import { useLoginRedirect } from '@/lib/login-redirect';
import { reportMutationError } from '@/lib/mutation-error';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';

const M = PERSONAL_MESSAGES.privacy;
type Mode = 'password' | 'sms';

interface Values {
  password?: string;
  code?: string;
}

export function DeleteAccountDialog({
  open,
  onClose,
  mobile,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  mobile: string;
  hasPassword: boolean;
}) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [mode, setMode] = useState<Mode>(hasPassword || !mobile ? 'password' : 'sms');
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await remove.mutateAsync(
        mode === 'password' ? { password: values.password ?? '' } : { code: values.code?.trim() ?? '' },
      );
      onClose();
      // Home, not the login page the guard would choose for an ended session.
      useLoginRedirect.getState().setLeaveTo(paths.home);
      void navigate(paths.home, { replace: true });
      useSession.getState().clear();
      queryClient.clear();
      getMessage().success(M.deleted);
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  return (
    <Modal
      open={open}
      title={M.deleteDialogTitle}
      okText={M.confirmDelete}
      okButtonProps={{ danger: true }}
      cancelText={PERSONAL_MESSAGES.cancel}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={remove.isPending}
      afterClose={() => form.resetFields()}
      centered
      width={460}
    >
      <Alert type="error" showIcon title={M.deleteHint} style={{ margin: '12px 0 16px' }} />
      <p style={{ margin: '0 0 12px' }}>{M.deleteWarn}</p>
      {mobile ? (
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'password', label: M.byPassword },
            { value: 'sms', label: M.bySms },
          ]}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <p style={{ color: 'var(--color-text-secondary)' }}>{M.noMobile}</p>
      )}
      <Form form={form} layout="vertical" requiredMark={false}>
        {mode === 'password' ? (
          <Form.Item
            label={M.password}
            name="password"
            rules={[{ required: true, message: M.passwordRequired }]}
            style={{ marginBottom: 0 }}
          >
            <Input.Password
              placeholder={M.passwordPlaceholder}
              autoComplete="current-password"
              aria-label={M.password}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={M.smsTo(maskMobile(mobile))}
            name="code"
            rules={codeRules(M.codeRequired)}
            style={{ marginBottom: 0 }}
          >
            <CodeInput
              mobile={mobile}
              scene="reset"
              placeholder={PERSONAL_MESSAGES.password.codePlaceholder}
              ariaLabel={PERSONAL_MESSAGES.password.code}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
