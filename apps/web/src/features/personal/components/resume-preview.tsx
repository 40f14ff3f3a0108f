// 简历预览: a PDF in a frame of its URL; other files as the text the server parsed from them.
import { DownloadOutlined } from '@ant-design/icons';
import type { ResumeItem } from '@app/shared/uploads';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useResumeDetail } from '../api/get-resume-detail';
import { PERSONAL_MESSAGES } from '../messages';
import styles from './resume.module.css';

const M = PERSONAL_MESSAGES.resume;

export function isPdf(resume: Pick<ResumeItem, 'name' | 'mime'>): boolean {
  return resume.mime === 'application/pdf' || resume.name.toLowerCase().endsWith('.pdf');
}

export function ResumePreview({ resume, onClose }: { resume: ResumeItem | null; onClose: () => void }) {
  const pdf = resume ? isPdf(resume) : false;
  const detail = useResumeDetail(resume && !pdf ? resume.id : null);

  let body = null;
  if (resume && pdf) {
    body = <iframe src={resume.url} title={resume.name} className={styles.frame} />;
  } else if (resume && detail.data) {
    body = detail.data.text.trim() ? (
      <pre className={styles.text}>{detail.data.text}</pre>
    ) : (
      <Alert type="info" showIcon title={M.notParsed} />
    );
  } else if (resume && detail.isError) {
    body = <Alert type="warning" showIcon title={PERSONAL_MESSAGES.loadFailed} />;
  } else if (resume) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <Modal
      open={resume !== null}
      title={resume ? `${M.previewTitle} · ${resume.name}` : M.previewTitle}
      onCancel={onClose}
      width={900}
      centered
      destroyOnHidden
      footer={
        resume ? (
          <Button icon={<DownloadOutlined />} href={resume.url} target="_blank" rel="noopener noreferrer">
            {M.download}
          </Button>
        ) : null
      }
    >
      {body}
    </Modal>
  );
}
