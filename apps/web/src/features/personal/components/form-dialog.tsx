// The look of the profile editor and its sub-dialogs, in one place: centred, 确认 / 取消, reset on close.
// Given a form and `onSubmit`, 确认 checks the form's rules first, submits only valid values, and reports
// a failed submit the one way the web does (the server's sentence, else 保存失败，请重试).
import { type FormInstance, Modal, type ModalProps } from 'antd';
import { reportMutationError } from '@/lib/mutation-error';
import { PERSONAL_MESSAGES } from '../messages';

export function FormDialog<T>({
  form,
  onSubmit,
  ...props
}: ModalProps & { form?: FormInstance<T>; onSubmit?: (values: T) => Promise<unknown> }) {
  const onOk =
    form && onSubmit
      ? async () => {
          let values: T;
          try {
            values = await form.validateFields();
          } catch {
            // The rules' messages are under the fields.
            return;
          }
          try {
            await onSubmit(values);
          } catch (error) {
            reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
          }
        }
      : props.onOk;
  return (
    <Modal
      okText={PERSONAL_MESSAGES.confirm}
      cancelText={PERSONAL_MESSAGES.cancel}
      centered
      destroyOnHidden
      width={440}
      {...props}
      onOk={onOk}
    />
  );
}
