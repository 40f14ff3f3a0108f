// 请选择面试记录 (SPEC §2, §4): the user's interviews (at most 50) as radio items, an empty state that leads
// to an interview, and 立即投递 only once one is chosen; page scrolling is locked while it is open.
import { PAGE_SIZE } from '@app/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Radio, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { interviewListQueryOptions } from '@/lib/data/interviews';
import { getMessage } from '@/lib/feedback';
import { errorText } from '@/lib/mutation-error';
import { APPLY_MESSAGES as M } from './messages';
import styles from './submit-material-dialog.module.css';

/** 2026-11-26: the day an interview was archived, in the viewer's time zone. */
export function archiveDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function useLockedScroll(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

export interface SubmitMaterialDialogProps {
  open: boolean;
  /** Selected when the dialog opens (applying from that interview's report). */
  initialInterviewId?: number | undefined;
  onCancel: () => void;
  onSubmit: (interviewId: number) => Promise<unknown>;
}

export function SubmitMaterialDialog(props: SubmitMaterialDialogProps) {
  const { open, initialInterviewId, onCancel, onSubmit } = props;
  const [selected, setSelected] = useState<number | null>(initialInterviewId ?? null);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  useLockedScroll(open);
  useEffect(() => {
    if (open) setSelected(initialInterviewId ?? null);
  }, [open, initialInterviewId]);
  const list = useQuery({
    ...interviewListQueryOptions({ pageNo: 1, pageSize: PAGE_SIZE.submitDialog }),
    enabled: open,
  });
  useEffect(() => {
    if (list.isError) getMessage().error(M.dialog.loadFailed);
  }, [list.isError]);

  const interviews = list.data?.lists ?? [];
  const submit = async () => {
    if (selected === null || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(selected);
    } catch (error) {
      getMessage().error(errorText(error, M.submitFailed));
    } finally {
      setSubmitting(false);
    }
  };

  const empty = !list.isPending && !list.isError && interviews.length === 0;
  const footer = empty
    ? null
    : [
        <Button key="cancel" onClick={onCancel} disabled={submitting}>
          {M.dialog.cancel}
        </Button>,
        <Button key="submit" type="primary" disabled={selected === null || submitting} onClick={submit}>
          {submitting ? M.dialog.submitting : M.dialog.submit}
        </Button>,
      ];

  return (
    <Modal open={open} title={M.dialog.title} onCancel={onCancel} footer={footer} destroyOnHidden>
      {list.isPending ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : list.isError ? (
        <Result status="warning" subTitle={M.dialog.loadFailed} />
      ) : empty ? (
        <Empty description={<EmptyText />}>
          <Button type="primary" onClick={() => navigate(paths.store.interviewIng)}>
            {M.dialog.startInterview}
          </Button>
        </Empty>
      ) : (
        <Radio.Group
          className={styles.list}
          value={selected}
          onChange={(e) => setSelected(e.target.value as number)}
        >
          {interviews.map((item) => (
            <Radio key={item.id} value={item.id} className={styles.item}>
              <span className={styles.name}>{item.interview_name}</span>
              <span className={styles.date}>{M.dialog.archived(archiveDate(item.create_time))}</span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}

function EmptyText() {
  return (
    <>
      <div>{M.dialog.emptyTitle}</div>
      <div className={styles.hint}>{M.dialog.emptyHint}</div>
    </>
  );
}
