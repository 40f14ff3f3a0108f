// 岗位与简历: the JD and CV this interview is built on, with the way back to change them.
import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { InterviewFile } from '@/lib/interview-files';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import styles from './prepare-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.prepare;

function Row({ label, file }: { label: string; file: InterviewFile | null }) {
  return (
    <div className={styles.docRow}>
      <FileTextOutlined />
      <span className={styles.label}>{label}</span>
      <span className={file ? styles.docName : styles.docMissing} title={file?.name}>
        {file?.name ?? M.missingDoc}
      </span>
    </div>
  );
}

export function DocumentsCard({ jd, cv }: { jd: InterviewFile | null; cv: InterviewFile | null }) {
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-labelledby="docs-title">
      <div className={styles.cardHead}>
        <h2 id="docs-title" className={styles.cardTitle}>
          {M.docsTitle}
        </h2>
        <Button type="link" onClick={() => navigate(paths.store.dashboard.profile)}>
          {M.changeDocs}
        </Button>
      </div>
      <Row label={M.jd} file={jd} />
      <Row label={M.cv} file={cv} />
      {(!jd || !cv) && <p className={styles.warn}>{M.docsMissing}</p>}
    </section>
  );
}
