// 设置新密码 (SPEC §2 sub-dialog): phone + code, the password twice; POST /api/user/changePassword.
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { getMessage } from '@/lib/feedback';
import { useChangePassword } from '../api/change-password';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';
import { FormDialog } from './form-dialog';
import { type NewPasswordValues, validateNewPassword } from './validate';

const M = PERSONAL_MESSAGES.password;

export function SetPasswordDialog({
  open,
  onClose,
  currentMobile,
}: {
  open: boolean;
  onClose: () => void;
  currentMobile: string | null | undefined;
}) {
  const [form] = Form.useForm<NewPasswordValues>();
  const change = useChangePassword();
  const mobile = Form.useWatch('mobile', form);

  useEffect(() => {
    if (open) form.setFieldsValue({ mobile: currentMobile ?? '', code: '', password: '', confirm: '' });
  }, [open, currentMobile, form]);

  const submit = async () => {
    const values = form.getFieldsValue();
    const problem = validateNewPassword(values);
    if (problem) {
      getMessage().warning(problem);
      return;
    }
    try {
      await change.mutateAsync({
        mobile: values.mobile?.trim() ?? '',
        code: values.code?.trim() ?? '',
        password: values.password ?? '',
      });
      getMessage().success(M.success);
      onClose();
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg : PERSONAL_MESSAGES.saveFailed);
    }
  };

  return (
    <FormDialog
      open={open}
      title={M.title}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <Form form={form} layout="vertical" requiredMark={false} style={{ marginTop: 16 }}>
        <Form.Item label={M.mobile} name="mobile">
          <Input placeholder={M.mobilePlaceholder} maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item label={M.code} name="code">
          <CodeInput mobile={mobile} scene="reset" placeholder={M.codePlaceholder} ariaLabel={M.code} />
        </Form.Item>
        <Form.Item label={M.newPassword} name="password">
          <Input.Password placeholder={M.newPasswordPlaceholder} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item label={M.confirmPassword} name="confirm" style={{ marginBottom: 0 }}>
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
