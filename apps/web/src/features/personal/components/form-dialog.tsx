// The look of the profile editor and its sub-dialogs, in one place: centred, 确认 / 取消, reset on close.
import { Modal, type ModalProps } from 'antd';
import { PERSONAL_MESSAGES } from '../messages';

export function FormDialog(props: ModalProps) {
  return (
    <Modal
      okText={PERSONAL_MESSAGES.confirm}
      cancelText={PERSONAL_MESSAGES.cancel}
      centered
      destroyOnHidden
      width={440}
      {...props}
    />
  );
}
