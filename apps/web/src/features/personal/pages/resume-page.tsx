// 简历管理 (/store/personal/resume, /resume_manage): upload, preview, rename, delete and choose the default resume.
import type { ResumeItem } from '@app/shared/uploads';
import { useState } from 'react';
import { PhoneUploadButton } from '@/components/phone-upload/phone-upload-button';
import { resumeKeys, useResumes } from '@/lib/data/resumes';
import { queryClient } from '@/lib/query-client';
import { RESUME_LIMIT_MB } from '../api/upload-resume';
import { QueryState } from '../components/query-state';
import styles from '../components/resume.module.css';
import { ResumeEmptyIllustration } from '../components/resume-empty-illustration';
import { ResumeList } from '../components/resume-list';
import { ResumePreview } from '../components/resume-preview';
import { ResumeUploader } from '../components/resume-uploader';
import { PageHeading, SectionCard } from '../components/section-card';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.resume;
const hint = M.uploadHint.replace('{mb}', String(RESUME_LIMIT_MB));

/** 'Upload from phone': the phone's resume shows in the list the moment it is stored. */
function FromPhone({ size }: { size?: 'large' }) {
  return (
    <PhoneUploadButton
      dir="resume"
      buttonProps={size ? { size } : {}}
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: resumeKeys.all })}
    />
  );
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = PERSONAL_MESSAGES.pageTitles.resume;

export default function ResumePage() {
  const resumes = useResumes();
  const [previewing, setPreviewing] = useState<ResumeItem | null>(null);
  const list = resumes.data;
  const empty = list !== undefined && list.length === 0;

  return (
    <>
      <PageHeading title={PERSONAL_MESSAGES.pageTitles.resume} intro={M.intro} />
      <SectionCard
        title={M.cardTitle}
        hint={hint}
        extra={
          list && list.length > 0 ? (
            <span className={styles.uploadActions}>
              <FromPhone />
              <ResumeUploader />
            </span>
          ) : null
        }
      >
        {list === undefined ? (
          <QueryState error={resumes.isError} onRetry={() => void resumes.refetch()} />
        ) : empty ? (
          <div className={styles.empty}>
            <ResumeEmptyIllustration />
            <h3>{M.emptyTitle}</h3>
            <p>{M.emptyHint}</p>
            <span className={styles.uploadActions}>
              <ResumeUploader buttonProps={{ size: 'large' }} />
              <FromPhone size="large" />
            </span>
          </div>
        ) : (
          <ResumeList resumes={list} onPreview={setPreviewing} />
        )}
      </SectionCard>
      <ResumePreview resume={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
