// AI面试 (/store/dashboard/profile, every login lands here): what happens next, the JD and CV the interview uses,
// the latest interviews, and the way on to choosing the interviewer.
import { ArrowRightOutlined } from '@ant-design/icons';
import { INTERVIEWER } from '@app/shared/constants';
import { Button, Steps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { InterviewerAvatar } from '@/domain/interviews/interviewer-avatar/interviewer-avatar';
import { getMessage } from '@/lib/feedback';
import { CvCard } from '../components/start/cv-card';
import { JdCard } from '../components/start/jd-card';
import { RecentInterviews } from '../components/start/recent-interviews';
import styles from '../components/start/start-page.module.css';
import { useInterviewFiles } from '../hooks/use-interview-files';
import { INTERVIEW_MESSAGES, INTERVIEW_PREP_MESSAGES } from '../messages';

const M = INTERVIEW_PREP_MESSAGES.start;

export function missingDocuments(jd: unknown, cv: unknown): string | null {
  if (!jd && !cv) return M.missingBoth;
  if (!jd) return M.missingJd;
  if (!cv) return M.missingCv;
  return null;
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = INTERVIEW_MESSAGES.pageTitles.start;

export default function InterviewStartPage() {
  const navigate = useNavigate();
  const { jd, cv, setJd, setCv } = useInterviewFiles();
  const missing = missingDocuments(jd, cv);

  const start = () => {
    if (missing) {
      getMessage().warning(missing);
      return;
    }
    navigate(paths.store.selectMetahuman);
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{M.eyebrow}</p>
          <h1 className={styles.heroTitle}>{M.title}</h1>
          <p className={styles.heroIntro}>{M.intro}</p>
          <Steps
            className={styles.steps}
            size="small"
            current={missing ? 0 : 1}
            items={M.steps.map((title) => ({ title }))}
          />
          <div className={styles.startRow}>
            <Button
              type="primary"
              size="large"
              icon={<ArrowRightOutlined />}
              iconPlacement="end"
              onClick={start}
            >
              {M.startButton}
            </Button>
            {missing && <span className={styles.startHint}>{missing}</span>}
          </div>
        </div>
        <div className={styles.heroArt}>
          <InterviewerAvatar interviewerId={INTERVIEWER.tough} />
          <InterviewerAvatar interviewerId={INTERVIEWER.gentle} />
        </div>
      </section>
      <div className={styles.grid}>
        <JdCard jd={jd} onChange={setJd} />
        <CvCard cv={cv} onChange={setCv} />
        <RecentInterviews />
      </div>
    </div>
  );
}
