// 修改手机号 (SPEC §2 sub-dialog): old phone + code, new phone + code, all required; POST /api/user/bindMobile.
// The current number is the account's own, so it is shown masked (138****8000) and never typed again.
import { Form, Input } from 'antd';
import { getMessage } from '@/lib/feedback';
import { codeRules, mobileRules } from '@/lib/form-rules';
import { useBindMobile } from '../api/bind-mobile';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';
import { FormDialog } from './form-dialog';
import { OwnMobileField } from './own-mobile-field';

const M = PERSONAL_MESSAGES.phone;

interface Values {
  old_code?: string;
  mobile: string;
  code: string;
}

export function ChangePhoneDialog({
  open,
  onClose,
  currentMobile,
}: {
  open: boolean;
  onClose: () => void;
  currentMobile: string | null | undefined;
}) {
  const [form] = Form.useForm<Values>();
  const bind = useBindMobile();
  const oldMobile = currentMobile || '';
  const newMobile = Form.useWatch('mobile', form);

  // SPEC §5: every field must be filled, else 请填写完整信息 (under each empty one).
  const submit = async (values: Values) => {
    await bind.mutateAsync({
      ...(oldMobile ? { old_mobile: oldMobile, old_code: values.old_code?.trim() } : {}),
      mobile: values.mobile.trim(),
      code: values.code.trim(),
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
      confirmLoading={bind.isPending}
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false} style={{ marginTop: 16 }}>
        {oldMobile ? (
          <>
            <OwnMobileField label={M.oldMobile} mobile={oldMobile} />
            <Form.Item label={M.oldCode} name="old_code" rules={codeRules(M.incomplete)}>
              <CodeInput
                mobile={oldMobile}
                scene="bind"
                placeholder={M.codePlaceholder}
                ariaLabel={M.oldCode}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label={M.newMobile} name="mobile" rules={mobileRules(M.incomplete)}>
          <Input
            placeholder={M.newMobilePlaceholder}
            aria-label={M.newMobile}
            maxLength={11}
            inputMode="numeric"
          />
        </Form.Item>
        <Form.Item label={M.newCode} name="code" rules={codeRules(M.incomplete)} style={{ marginBottom: 0 }}>
          <CodeInput mobile={newMobile} scene="bind" placeholder={M.codePlaceholder} ariaLabel={M.newCode} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
