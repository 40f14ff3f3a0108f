// The user's latest interviews (GET /api/interview/list, 5), each opening its analysis.
import { RightOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { generatePath, Link } from 'react-router';
import { paths } from '@/config/paths';
import { scoreColour } from '@/lib/score-colour';
import { useRecentInterviews } from '../../api/list-recent';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import styles from './start-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.start;

export function RecentInterviews() {
  const recent = useRecentInterviews();
  const list = recent.data;

  return (
    <section className={styles.card} aria-labelledby="recent-title">
      <div className={styles.listLabel}>
        <h2 id="recent-title" className={styles.cardTitle}>
          {M.recentTitle}
        </h2>
        <Link to={paths.extras.interviewHistory}>
          {M.recentAll} <RightOutlined />
        </Link>
      </div>
      {recent.isError ? (
        <p className={styles.muted}>
          {M.recentLoadFailed}
          <Button type="link" size="small" onClick={() => void recent.refetch()}>
            {M.retry}
          </Button>
        </p>
      ) : list === undefined ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : list.length === 0 ? (
        <div className={styles.recentEmpty}>
          <strong>{M.recentEmpty}</strong>
          <span>{M.recentEmptyHint}</span>
        </div>
      ) : (
        <ul className={styles.recentList}>
          {list.map((item) => (
            <li key={item.id}>
              <Link
                className={styles.recentItem}
                to={generatePath(paths.store.interviewAnalysisById, { id: String(item.id) })}
              >
                <span className={styles.recentText}>
                  <span className={styles.recentName}>{item.interview_name}</span>
                  <span className={styles.muted}>
                    {[item.interview_position, dayjs(item.create_time).format('YYYY-MM-DD HH:mm')]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className={styles.recentScore} style={{ color: scoreColour(item.overall_score) }}>
                  {item.overall_score ?? M.notScored}
                  {item.overall_score !== null && <small>{M.scoreLabel}</small>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
