// The report dialog of the detail panel: a reason (required), an optional note, then POST /api/position/report.
import { JOB_REPORT_DETAIL_MAX } from '@app/shared/job-messages';
import { Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { reportJob } from '../api/jobs';
import { JOBS_MESSAGES } from '../messages';
import type { Job } from '../types';

const M = JOBS_MESSAGES.report;
type Reason = (typeof M.reasons)[number];

export function JobReportDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      getMessage().success(await reportJob({ job_id: job.id, reason, detail: detail.trim() }));
      onClose();
    } catch (error) {
      reportMutationError(error, M.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={M.title(job.title)}
      okText={M.submit}
      cancelText={M.cancel}
      okButtonProps={{ disabled: !reason }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{M.reasonLabel}</p>
      <Radio.Group value={reason} onChange={(e) => setReason(e.target.value)}>
        <Space direction="vertical">
          {M.reasons.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Input.TextArea
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        placeholder={M.detailPlaceholder}
        maxLength={JOB_REPORT_DETAIL_MAX}
        showCount
        rows={3}
        style={{ marginTop: 16 }}
        aria-label={M.detailPlaceholder}
      />
    </Modal>
  );
}
