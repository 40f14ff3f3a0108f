// 设置新密码 (SPEC §2 sub-dialog): phone + code, the password twice; POST /api/user/changePassword.
// The phone is the account's own: shown masked when one is bound, typed only when none is.
import { Form, Input } from 'antd';
import { getMessage } from '@/lib/feedback';
import { codeRules, confirmPasswordRules, mobileRules, newPasswordRules } from '@/lib/form-rules';
import { useChangePassword } from '../api/change-password';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';
import { FormDialog } from './form-dialog';
import { OwnMobileField } from './own-mobile-field';

const M = PERSONAL_MESSAGES.password;

interface Values {
  mobile?: string;
  code: string;
  password: string;
  confirm: string;
}

export function SetPasswordDialog({
  open,
  onClose,
  currentMobile,
}: {
  open: boolean;
  onClose: () => void;
  currentMobile: string | null | undefined;
}) {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const ownMobile = currentMobile || '';
  const typedMobile = Form.useWatch('mobile', form);
  const mobile = ownMobile || typedMobile;

  const submit = async (values: Values) => {
    await change.mutateAsync({
      mobile: (ownMobile || values.mobile || '').trim(),
      code: values.code.trim(),
      password: values.password,
    });
    getMessage().success(M.success);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={M.title}
      form={form}
      onSubmit={submit}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false} style={{ marginTop: 16 }}>
        {ownMobile ? (
          <OwnMobileField label={M.mobile} mobile={ownMobile} />
        ) : (
          <Form.Item label={M.mobile} name="mobile" rules={mobileRules(M.mobileAndCodeRequired)}>
            <Input
              placeholder={M.mobilePlaceholder}
              aria-label={M.mobile}
              maxLength={11}
              inputMode="numeric"
            />
          </Form.Item>
        )}
        <Form.Item label={M.code} name="code" rules={codeRules(M.mobileAndCodeRequired)}>
          <CodeInput mobile={mobile} scene="reset" placeholder={M.codePlaceholder} ariaLabel={M.code} />
        </Form.Item>
        {/* SPEC §5 asks 请设置新密码 for either password left empty in this dialog. */}
        <Form.Item label={M.newPassword} name="password" rules={newPasswordRules(M.passwordRequired)}>
          <Input.Password placeholder={M.newPasswordPlaceholder} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          label={M.confirmPassword}
          name="confirm"
          dependencies={['password']}
          rules={confirmPasswordRules('password', M.passwordRequired)}
          style={{ marginBottom: 0 }}
        >
          <Input.Password
            placeholder={M.confirmPasswordPlaceholder}
            autoComplete="new-password"
            maxLength={32}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
