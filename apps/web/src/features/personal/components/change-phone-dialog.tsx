// 修改手机号 (SPEC §2 sub-dialog): old phone + code, new phone + code, all required; POST /api/user/bindMobile.
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { getMessage } from '@/lib/feedback';
import { useBindMobile } from '../api/bind-mobile';
import { PERSONAL_MESSAGES } from '../messages';
import { CodeInput } from './code-input';
import { FormDialog } from './form-dialog';
import { type PhoneChangeValues, validatePhoneChange } from './validate';

const M = PERSONAL_MESSAGES.phone;

export function ChangePhoneDialog({
  open,
  onClose,
  currentMobile,
}: {
  open: boolean;
  onClose: () => void;
  currentMobile: string | null | undefined;
}) {
  const [form] = Form.useForm<PhoneChangeValues>();
  const bind = useBindMobile();
  const hasOld = Boolean(currentMobile);
  const oldMobile = Form.useWatch('old_mobile', form);
  const newMobile = Form.useWatch('mobile', form);

  useEffect(() => {
    if (open) form.setFieldsValue({ old_mobile: currentMobile ?? '', old_code: '', mobile: '', code: '' });
  }, [open, currentMobile, form]);

  const submit = async () => {
    const values = form.getFieldsValue();
    const problem = validatePhoneChange(values, hasOld);
    if (problem) {
      getMessage().warning(problem);
      return;
    }
    try {
      await bind.mutateAsync({
        ...(hasOld ? { old_mobile: values.old_mobile?.trim(), old_code: values.old_code?.trim() } : {}),
        mobile: values.mobile?.trim() ?? '',
        code: values.code?.trim() ?? '',
      });
      getMessage().success(M.success);
      onClose();
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg : PERSONAL_MESSAGES.saveFailed);
    }
  };

  return (
    <FormDialog open={open} title={M.title} onOk={submit} onCancel={onClose} confirmLoading={bind.isPending}>
      <Form form={form} layout="vertical" requiredMark={false} style={{ marginTop: 16 }}>
        {hasOld ? (
          <>
            <Form.Item label={M.oldMobile} name="old_mobile">
              <Input placeholder={M.oldMobilePlaceholder} maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item label={M.oldCode} name="old_code">
              <CodeInput
                mobile={oldMobile}
                scene="bind"
                placeholder={M.codePlaceholder}
                ariaLabel={M.oldCode}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item label={M.newMobile} name="mobile">
          <Input placeholder={M.newMobilePlaceholder} maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item label={M.newCode} name="code" style={{ marginBottom: 0 }}>
          <CodeInput mobile={newMobile} scene="bind" placeholder={M.codePlaceholder} ariaLabel={M.newCode} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
