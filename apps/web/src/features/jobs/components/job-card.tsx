// UI.md job card: title and salary on one line, company and city under it, up to three tags, publish time.

import { jobKeywords } from '@app/shared/jd-text';
import { formatSalary } from '@app/shared/salary';
import { Tag } from 'antd';
import type { Job } from '../types';
import styles from './hot-jobs.module.css';

export function JobCard({
  job,
  selected,
  onSelect,
}: {
  job: Job;
  selected: boolean;
  onSelect: (job: Job) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`${styles.card} ${selected ? styles.cardSelected : ''}`}
        aria-current={selected || undefined}
        onClick={() => onSelect(job)}
      >
        <span className={styles.cardHead}>
          <span className={styles.cardTitle}>{job.title}</span>
          <span className={styles.salary}>{formatSalary(job)}</span>
        </span>
        <span className={styles.cardMeta}>{[job.company_name, job.city].filter(Boolean).join(' · ')}</span>
        <span className={styles.cardFoot}>
          <span>
            {jobKeywords(job)
              .slice(0, 3)
              .map((k) => (
                <Tag key={k} bordered={false}>
                  {k}
                </Tag>
              ))}
          </span>
          {job.publish_time ? <span className={styles.cardTime}>{job.publish_time.slice(0, 10)}</span> : null}
        </span>
      </button>
    </li>
  );
}
