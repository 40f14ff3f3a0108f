// UI.md job card: title and salary on one line, company and city under it, up to three tags, publish time.
// One card for every list of jobs (hot jobs, more positions, the interview's positions, chat and home).
import { jobKeywords } from '@app/shared/jd-text';
import { formatSalary } from '@app/shared/salary';
import type { Job } from './job';
import styles from './job-card.module.css';

const SHOWN_TAGS = 3;

export function JobCard({
  job,
  selected = false,
  onSelect,
}: {
  job: Job;
  selected?: boolean;
  onSelect: (job: Job) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`${styles.card} ${selected ? styles.selected : ''}`}
        aria-current={selected || undefined}
        onClick={() => onSelect(job)}
      >
        <span className={styles.head}>
          <span className={styles.title}>{job.title}</span>
          <span className={styles.salary}>{formatSalary(job)}</span>
        </span>
        <span className={styles.meta}>{[job.company_name, job.city].filter(Boolean).join(' · ')}</span>
        <span className={styles.foot}>
          {/* Plain tags, not antd's: a list renders dozens, each an antd component for the page to hydrate. */}
          <span className={styles.tags}>
            {jobKeywords(job)
              .slice(0, SHOWN_TAGS)
              .map((k) => (
                <span key={k} className={styles.tag}>
                  {k}
                </span>
              ))}
          </span>
          {job.publish_time ? <span className={styles.time}>{job.publish_time.slice(0, 10)}</span> : null}
        </span>
      </button>
    </li>
  );
}
