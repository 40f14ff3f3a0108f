// The report's next steps: learning videos for the weakest dimensions and jobs matching the interview.

import { PlayCircleOutlined } from '@ant-design/icons';
import { SCORE_DIMENSION_LABELS } from '@app/shared/interviews';
import { formatSalary } from '@app/shared/salary';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { hotJobsPath, paths } from '@/config/paths';
import styles from '@/domain/interview-report/report.module.css';
import { useRecommendJobs } from '../api/get-recommend-jobs';
import { useRecommendVideos } from '../api/get-recommend-videos';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';

export function RecommendedVideos({ interviewId, enabled }: { interviewId: number; enabled: boolean }) {
  const videos = useRecommendVideos(interviewId, enabled);
  if (videos.isPending) return <Skeleton active />;
  const lists = videos.data?.lists ?? [];
  if (lists.length === 0) return <Empty description={M.videos.empty} />;
  return (
    <ul className={styles.videoList}>
      {lists.map((v) => (
        <li key={v.id}>
          <a className={styles.videoItem} href={v.url} target="_blank" rel="noopener noreferrer">
            <PlayCircleOutlined aria-hidden className={styles.videoIcon} />
            <span className={styles.videoText}>
              <strong>{v.title}</strong>
              <span className={styles.muted}>{v.description}</span>
              <span className={styles.videoMeta}>
                {v.for_dimension ? (
                  <Tag color="blue">{M.videos.for(SCORE_DIMENSION_LABELS[v.for_dimension])}</Tag>
                ) : null}
                <span>{M.videos.minutes(v.duration)}</span>
                <span>· {v.source}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function RecommendedJobs({
  interviewId,
  enabled,
  onApply,
}: {
  interviewId: number;
  enabled: boolean;
  /** Starts applying to the job with this interview's result. */
  onApply: (jobId: number) => void;
}) {
  const jobs = useRecommendJobs(interviewId, enabled);
  if (jobs.isPending) return <Skeleton active />;
  const lists = jobs.data?.lists ?? [];
  if (lists.length === 0) return <Empty description={M.jobs.empty} />;
  return (
    <>
      <ul className={styles.jobList}>
        {lists.map((job) => (
          <li key={job.id} className={styles.jobRow}>
            <Link className={styles.jobItem} to={`${hotJobsPath}&jobId=${job.id}`}>
              <span className={styles.jobTop}>
                <strong>{job.title}</strong>
                <span className={styles.salary}>{formatSalary(job)}</span>
              </span>
              <span className={styles.muted}>
                {job.company_name} · {job.city}
              </span>
            </Link>
            <Button
              size="small"
              type="primary"
              ghost
              className={styles.noPrint}
              onClick={() => onApply(job.id)}
            >
              {M.actions.applyJob}
            </Button>
          </li>
        ))}
      </ul>
      <Link
        className={`${styles.more} ${styles.noPrint}`}
        to={`${paths.extras.morePosition}?interviewId=${interviewId}`}
      >
        {M.jobs.more}
      </Link>
    </>
  );
}
