// 修改名称: a new name for one interview. A blank name sends nothing (SPEC §5); the name is capped at
// INTERVIEW_NAME_MAX characters as the server caps it.
import { INTERVIEW_NAME_MAX } from '@app/shared/history-messages';
import type { InterviewListItem } from '@app/shared/interviews';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useRenameInterview } from '../api/change-history';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';

export function RenameDialog({ item, onClose }: { item: InterviewListItem | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [blank, setBlank] = useState(false);
  const rename = useRenameInterview();

  useEffect(() => {
    if (item) {
      setName(item.interview_name);
      setBlank(false);
    }
  }, [item]);

  const save = async () => {
    if (!item) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setBlank(true);
      return;
    }
    if (trimmed === item.interview_name) {
      onClose();
      return;
    }
    try {
      await rename.mutateAsync({ id: item.id, interview_name: trimmed });
      getMessage().success(M.renamed);
      onClose();
    } catch (error) {
      reportMutationError(error, M.renameFailed);
    }
  };

  return (
    <Modal
      open={item !== null}
      title={M.renameTitle}
      okText={M.renameOk}
      cancelText={M.cancel}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      destroyOnHidden
      width={440}
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label={M.renameLabel}
          htmlFor="history-rename"
          validateStatus={blank ? 'error' : undefined}
          help={blank ? M.nameRequired : undefined}
        >
          <Input
            id="history-rename"
            value={name}
            maxLength={INTERVIEW_NAME_MAX}
            showCount
            autoFocus
            placeholder={M.renamePlaceholder}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setBlank(false);
            }}
            onPressEnter={() => void save()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
