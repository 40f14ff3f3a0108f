// 请选择您的面试官 (/store/select_metahuman, /interview_xuanzeshuziren): SPEC §2's choice of the two interviewers.
import { INTERVIEWER, USABLE_INTERVIEWER_ID } from '@app/shared/constants';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { InterviewerId } from '@/domain/interviews/interviewer-avatar/characters';
import { getMessage } from '@/lib/feedback';
import { InterviewerCard } from '../components/select/interviewer-card';
import styles from '../components/select/select-page.module.css';
import { INTERVIEW_MESSAGES, INTERVIEW_PREP_MESSAGES } from '../messages';
import { useInterviewStore } from '../store';

const M = INTERVIEW_PREP_MESSAGES.select;
const ORDER: InterviewerId[] = [INTERVIEWER.tough, INTERVIEWER.gentle];
/** SPEC §2: the in-development warning shows for 2 seconds. */
const IN_DEVELOPMENT_SECONDS = 2;

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = INTERVIEW_MESSAGES.pageTitles.selectInterviewer;

export default function SelectInterviewerPage() {
  const navigate = useNavigate();
  const setInterviewer = useInterviewStore((s) => s.setInterviewer);
  const [selected, setSelected] = useState<InterviewerId | null>(null);

  const toggle = (id: InterviewerId) => setSelected((current) => (current === id ? null : id));

  const confirm = () => {
    if (selected === null) {
      getMessage().warning(M.noneSelected);
      return;
    }
    if (selected !== USABLE_INTERVIEWER_ID) {
      getMessage().warning({ content: M.inDevelopment, duration: IN_DEVELOPMENT_SECONDS });
      return;
    }
    setInterviewer(selected);
    navigate(`${paths.store.interviewPre}?selectedId=${selected}`);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{INTERVIEW_MESSAGES.pageTitles.selectInterviewer}</h1>
      <p className={styles.intro}>{M.intro}</p>
      <div className={styles.cards}>
        {ORDER.map((id) => (
          <InterviewerCard
            key={id}
            id={id}
            selected={selected === id}
            usable={id === USABLE_INTERVIEWER_ID}
            onToggle={toggle}
          />
        ))}
      </div>
      <div className={styles.bar}>
        <Button size="large" onClick={() => navigate(paths.store.dashboard.profile)}>
          {M.back}
        </Button>
        <Button type="primary" size="large" onClick={confirm}>
          {M.confirm}
        </Button>
      </div>
    </div>
  );
}
