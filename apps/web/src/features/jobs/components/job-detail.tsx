// The detail panel (a full-screen sheet on phones): title, salary, tags, description and requirement
// as lines, company card, and the actions of SPEC §2/§4.
import {
  ArrowLeftOutlined,
  HeartFilled,
  HeartOutlined,
  ShareAltOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  educationLabel,
  experienceLabel,
  jobKeywords,
  recruitmentTypeLabel,
  textLines,
} from '@app/shared/jd-text';
import { formatSalary } from '@app/shared/salary';
import { Button, Tag } from 'antd';
import { JOBS_MESSAGES } from '../messages';
import type { Job } from '../types';
import styles from './hot-jobs.module.css';
import { JobMap } from './job-map';

const M = JOBS_MESSAGES.detail;

interface JobDetailProps {
  job: Job;
  favouriteBusy: boolean;
  interviewBusy: boolean;
  onFavourite: (job: Job) => void;
  onShare: (job: Job) => void;
  onReport: (job: Job) => void;
  onInterview: (job: Job) => void;
  onApply: (job: Job) => void;
  onBack: () => void;
}

function Section({ title, text }: { title: string; text: string | null | undefined }) {
  const lines = textLines(text);
  if (!lines.length) return null;
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      {lines.map((line, i) => (
        // Lines may repeat; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text lines
        <p key={i}>{line}</p>
      ))}
    </section>
  );
}

export function JobDetail(props: JobDetailProps) {
  const { job } = props;
  const favourite = Boolean(job.is_favorite);
  return (
    <article className={styles.detailBody} aria-label={job.title}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined aria-hidden />}
        className={styles.back}
        onClick={props.onBack}
      >
        {M.back}
      </Button>
      <header className={styles.detailHead}>
        <h2 className={styles.detailTitle}>{job.title}</h2>
        <span className={styles.detailSalary}>{formatSalary(job)}</span>
      </header>
      <div className={styles.tags}>
        {[
          job.city,
          experienceLabel(job.experience),
          educationLabel(job.education),
          recruitmentTypeLabel(job.recruitment_type),
        ]
          .filter(Boolean)
          .map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        {jobKeywords(job).map((k) => (
          <Tag key={`k-${k}`} color="blue" bordered={false}>
            {k}
          </Tag>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="primary" loading={props.interviewBusy} onClick={() => props.onInterview(job)}>
          {M.interview}
        </Button>
        <Button onClick={() => props.onApply(job)}>{M.apply}</Button>
        <Button
          icon={
            favourite ? <HeartFilled className={styles.heart} aria-hidden /> : <HeartOutlined aria-hidden />
          }
          aria-pressed={favourite}
          loading={props.favouriteBusy}
          onClick={() => props.onFavourite(job)}
        >
          {favourite ? M.favourited : M.favourite}
        </Button>
        <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => props.onShare(job)}>
          {M.share}
        </Button>
        <Button type="text" icon={<WarningOutlined aria-hidden />} onClick={() => props.onReport(job)}>
          {M.report}
        </Button>
      </div>
      {job.publish_time ? (
        <p className={styles.muted}>{M.publishedAt(job.publish_time.slice(0, 10))}</p>
      ) : null}
      <Section title={M.description} text={job.description} />
      <Section title={M.requirement} text={job.requirement} />
      {job.job_address ? (
        <section className={styles.section}>
          <h3>{M.address}</h3>
          <p>{job.job_address}</p>
          <JobMap jobId={job.id} />
        </section>
      ) : null}
      {job.company_name || job.company_profile ? (
        <section className={styles.company}>
          <h3>{M.company}</h3>
          <div className={styles.companyHead}>
            {job.company_logo ? <img src={job.company_logo} alt="" className={styles.logo} /> : null}
            <strong>{job.company_name}</strong>
          </div>
          {textLines(job.company_profile).map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text lines
            <p key={i}>{line}</p>
          ))}
        </section>
      ) : null}
    </article>
  );
}
