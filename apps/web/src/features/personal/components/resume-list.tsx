// The user's resumes: rename inline, preview, set the default, delete after a confirm.
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { ResumeItem } from '@app/shared/uploads';
import { Button, Input, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { getMessage, getModal } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useDeleteResume } from '../api/delete-resume';
import { useRenameResume } from '../api/rename-resume';
import { useSetDefaultResume } from '../api/set-default-resume';
import { PERSONAL_MESSAGES } from '../messages';
import styles from './resume.module.css';
import { isPdf } from './resume-preview';

const M = PERSONAL_MESSAGES.resume;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FileIcon({ resume }: { resume: ResumeItem }) {
  const lower = resume.name.toLowerCase();
  if (isPdf(resume)) return <FilePdfOutlined className={styles.iconPdf} />;
  if (lower.endsWith('.doc') || lower.endsWith('.docx'))
    return <FileWordOutlined className={styles.iconWord} />;
  return <FileTextOutlined className={styles.iconText} />;
}

function ResumeRow({ resume, onPreview }: { resume: ResumeItem; onPreview: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(resume.name);
  const rename = useRenameResume();
  const setDefault = useSetDefaultResume();
  const remove = useDeleteResume();
  // Enter blurs the input and the blur saves, so a name is sent once; Escape leaves without saving.
  const cancelled = useRef(false);

  const saveName = async () => {
    if (cancelled.current) {
      cancelled.current = false;
      setEditing(false);
      return;
    }
    const trimmed = name.trim();
    if (!trimmed) {
      getMessage().warning(M.nameRequired);
      return;
    }
    if (trimmed === resume.name) {
      setEditing(false);
      return;
    }
    try {
      await rename.mutateAsync({ id: resume.id, name: trimmed });
      getMessage().success(M.renamed);
      setEditing(false);
    } catch (error) {
      reportMutationError(error, M.renameFailed);
    }
  };

  const makeDefault = async () => {
    try {
      await setDefault.mutateAsync(resume.id);
      getMessage().success(M.defaultSet);
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  const confirmDelete = () => {
    getModal().confirm({
      title: M.deleteTitle,
      content: M.deleteConfirm(resume.name),
      okText: M.delete,
      okButtonProps: { danger: true },
      cancelText: PERSONAL_MESSAGES.cancel,
      centered: true,
      onOk: async () => {
        try {
          await remove.mutateAsync(resume.id);
          getMessage().success(M.deleted);
        } catch (error) {
          reportMutationError(error, M.deleteFailed);
        }
      },
    });
  };

  return (
    <li className={resume.is_default ? `${styles.item} ${styles.itemDefault}` : styles.item}>
      <div className={styles.fileIcon}>
        <FileIcon resume={resume} />
      </div>
      <div className={styles.itemMain}>
        {editing ? (
          <Input
            autoFocus
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={(event) => event.currentTarget.blur()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                cancelled.current = true;
                setName(resume.name);
                event.currentTarget.blur();
              }
            }}
            onBlur={saveName}
            disabled={rename.isPending}
            aria-label={M.rename}
            className={styles.nameInput}
          />
        ) : (
          <div className={styles.nameLine}>
            <span className={styles.name} title={resume.name}>
              {resume.name}
            </span>
            {resume.is_default ? <Tag color="blue">{M.defaultTag}</Tag> : null}
          </div>
        )}
        <span className={styles.meta}>
          {formatSize(resume.size)} · {M.uploadedAt} {dayjs(resume.created_at).format('YYYY-MM-DD HH:mm')}
        </span>
      </div>
      <div className={styles.actions}>
        <Tooltip title={M.preview}>
          <Button type="text" icon={<EyeOutlined />} aria-label={M.preview} onClick={onPreview} />
        </Tooltip>
        <Tooltip title={M.rename}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={M.rename}
            onClick={() => {
              setName(resume.name);
              setEditing(true);
            }}
          />
        </Tooltip>
        {resume.is_default ? null : (
          <Tooltip title={M.setDefault}>
            <Button
              type="text"
              icon={<StarOutlined />}
              aria-label={M.setDefault}
              loading={setDefault.isPending}
              onClick={makeDefault}
            />
          </Tooltip>
        )}
        <Tooltip title={M.delete}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={M.delete}
            onClick={confirmDelete}
          />
        </Tooltip>
      </div>
    </li>
  );
}

export function ResumeList({
  resumes,
  onPreview,
}: {
  resumes: ResumeItem[];
  onPreview: (r: ResumeItem) => void;
}) {
  return (
    <ul className={styles.list}>
      {resumes.map((resume) => (
        <ResumeRow key={resume.id} resume={resume} onPreview={() => onPreview(resume)} />
      ))}
    </ul>
  );
}
