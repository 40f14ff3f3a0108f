// What a logged-in seeker's home shows of their own: the last interview's score with its trend, and jobs
// matching their expectations (or their last interview when they have none).
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { formatSalary } from '@app/shared/salary';
import { Button, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { hotJobsPath, interviewAnalysisPath, paths } from '@/config/paths';
import { scoreColour } from '@/lib/score-colour';
import { useLastScore, useMatchingJobs } from '../api/mine';
import { HOME_MESSAGES } from '../messages';
import styles from './my-progress.module.css';

const M = HOME_MESSAGES.mine;

function Trend({ delta }: { delta: number | null }) {
  if (delta === null) return null;
  if (delta > 0)
    return (
      <span className={styles.up}>
        <ArrowUpOutlined aria-hidden /> {M.trendUp(delta)}
      </span>
    );
  if (delta < 0)
    return (
      <span className={styles.down}>
        <ArrowDownOutlined aria-hidden /> {M.trendDown(-delta)}
      </span>
    );
  return (
    <span className={styles.same}>
      <MinusOutlined aria-hidden /> {M.trendSame}
    </span>
  );
}

export function MyProgress() {
  const navigate = useNavigate();
  const last = useLastScore(true);
  const matching = useMatchingJobs(last.isFetched, last.data?.interviewId);

  return (
    <section className={styles.mine} aria-labelledby="mine-title" data-testid="my-progress">
      <h2 id="mine-title" className={styles.title}>
        {M.title}
      </h2>
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{M.lastScore}</h3>
          {last.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : last.data ? (
            <>
              <p className={styles.score} style={{ color: scoreColour(last.data.score) }}>
                {last.data.score}
              </p>
              <Trend delta={last.data.delta} />
              <Link
                className={styles.link}
                to={interviewAnalysisPath(last.data.interviewId, { store: false })}
              >
                {M.viewReport}
              </Link>
            </>
          ) : (
            <>
              <p className={styles.muted}>{M.noInterview}</p>
              <Button type="primary" onClick={() => navigate(paths.store.dashboard.profile)}>
                {HOME_MESSAGES.startInterview}
              </Button>
            </>
          )}
        </div>
        <div className={`${styles.card} ${styles.jobsCard}`}>
          <h3 className={styles.cardTitle}>
            {matching.data?.basis === 'interview' ? M.jobsForInterview : M.jobsTitle}
          </h3>
          {matching.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : matching.data?.jobs.length ? (
            <ul className={styles.jobs}>
              {matching.data.jobs.map((job) => (
                <li key={job.id}>
                  <Link className={styles.job} to={`${hotJobsPath}&jobId=${job.id}`}>
                    <span className={styles.jobTitle}>{job.title}</span>
                    <span className={styles.salary}>{formatSalary(job)}</span>
                    <span className={styles.muted}>
                      {job.company_name} · {job.city}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{M.noExpectation}</p>
          )}
          <Link className={styles.link} to={hotJobsPath}>
            {matching.data?.jobs.length ? M.moreJobs : M.addExpectation}
          </Link>
        </div>
      </div>
    </section>
  );
}
