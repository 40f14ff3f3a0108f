// 注销账号: confirmed with the password or an SMS code to the account's mobile; then the session ends here and we go home.
import { maskMobile } from '@app/shared/user';
import { Alert, Form, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { getMessage } from '@/lib/feedback';
import { useLoginRedirect } from '@/lib/login-redirect';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';

const M = PERSONAL_MESSAGES.privacy;
type Mode = 'password' | 'sms';

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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const submit = async () => {
    if (mode === 'password' && !password) {
      getMessage().warning(M.passwordRequired);
      return;
    }
    if (mode === 'sms' && !code.trim()) {
      getMessage().warning(M.codeRequired);
      return;
    }
    try {
      await remove.mutateAsync(mode === 'password' ? { password } : { code: code.trim() });
      onClose();
      // Home, not the login page the guard would choose for an ended session.
      useLoginRedirect.getState().setLeaveTo(paths.home);
      void navigate(paths.home, { replace: true });
      useSession.getState().clear();
      queryClient.clear();
      getMessage().success(M.deleted);
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg : PERSONAL_MESSAGES.saveFailed);
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
      afterClose={() => {
        setPassword('');
        setCode('');
      }}
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
      <Form layout="vertical" requiredMark={false}>
        {mode === 'password' ? (
          <Form.Item label={M.password} style={{ marginBottom: 0 }}>
            <Input.Password
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={M.passwordPlaceholder}
              autoComplete="current-password"
              aria-label={M.password}
            />
          </Form.Item>
        ) : (
          <Form.Item label={M.smsTo(maskMobile(mobile))} style={{ marginBottom: 0 }}>
            <CodeInput
              value={code}
              onChange={setCode}
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
