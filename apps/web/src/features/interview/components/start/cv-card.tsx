// The CV of the next interview: one of the user's resumes (GET /api/resume/list), a new upload, or a
// phone upload by QR code.
import { UPLOAD_EXTENSIONS } from '@app/shared/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Radio, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PhoneUploadButton } from '@/components/phone-upload/phone-upload-button';
import { paths } from '@/config/paths';
import { resumeKeys, useResumes } from '@/lib/data/resumes';
import type { InterviewFile } from '@/lib/interview-files';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import { ChosenFile } from './chosen-file';
import { FilePickButton } from './file-pick-button';
import styles from './start-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.start;

/** Signed urls of one file differ by their expiry and signature: the path names the file. */
const samePath = (a: string, b: string | undefined) => b !== undefined && a.split('?')[0] === b.split('?')[0];

export function CvCard({
  cv,
  onChange,
}: {
  cv: InterviewFile | null;
  onChange: (url: string, name: string) => void;
}) {
  const resumes = useResumes();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = resumes.data;

  return (
    <section className={styles.card} aria-labelledby="cv-card-title">
      <h2 id="cv-card-title" className={styles.cardTitle}>
        {M.cvTitle}
      </h2>
      <p className={styles.cardHint}>{M.cvHint}</p>
      <ChosenFile file={cv} empty={M.cvEmpty} testId="chosen-cv" />

      <div className={styles.listLabel}>
        <span>{M.cvList}</span>
        <Button type="link" size="small" onClick={() => navigate(paths.store.personal.resume)}>
          {M.cvManage}
        </Button>
      </div>
      {list === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : list.length === 0 ? (
        <p className={styles.muted}>{M.cvListEmpty}</p>
      ) : (
        <Radio.Group
          className={styles.resumeList}
          value={list.find((r) => samePath(r.url, cv?.url))?.id}
          onChange={(event) => {
            const resume = list.find((r) => r.id === event.target.value);
            if (resume) onChange(resume.url, resume.name);
          }}
        >
          {list.map((resume) => (
            <Radio key={resume.id} value={resume.id} className={styles.resumeItem}>
              <span className={styles.resumeName} title={resume.name}>
                {resume.name}
              </span>
              {resume.is_default && <Tag color="blue">{M.cvDefault}</Tag>}
            </Radio>
          ))}
        </Radio.Group>
      )}

      <div className={styles.actions}>
        <FilePickButton
          dir="resume"
          accept={UPLOAD_EXTENSIONS.resume}
          onUploaded={(file) => {
            onChange(file.url, file.name);
            void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
          }}
        >
          {M.cvUpload}
        </FilePickButton>
        <PhoneUploadButton
          dir="resume"
          onUploaded={(file) => {
            onChange(file.url, file.name);
            void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
          }}
        />
      </div>
      <p className={styles.fileTypes}>{M.fileTypes}</p>
    </section>
  );
}
