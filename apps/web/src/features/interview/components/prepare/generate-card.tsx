// Prompt generation (SPEC §4): only with both the JD and the CV, loading while the server plans, then the way
// into the interview, or the error of a missing prompt.
import { ArrowRightOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { InterviewerId } from '@/domain/interviews/interviewer-avatar/characters';
import { InterviewerAvatar } from '@/domain/interviews/interviewer-avatar/interviewer-avatar';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import styles from './prepare-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.prepare;

export interface GenerateState {
  loading: boolean;
  error: string | null;
  ready: { questionCount: number | null } | null;
}

export function GenerateCard({
  interviewerId,
  canGenerate,
  state,
  onGenerate,
  onEnter,
}: {
  interviewerId: InterviewerId;
  canGenerate: boolean;
  state: GenerateState;
  onGenerate: () => void;
  onEnter: () => void;
}) {
  const profile = INTERVIEW_PREP_MESSAGES.select.profiles[interviewerId];
  return (
    <section className={styles.card} aria-labelledby="generate-title">
      <div className={styles.interviewerRow}>
        <div className={styles.interviewerAvatar}>
          <InterviewerAvatar interviewerId={interviewerId} state={state.loading ? 'listening' : 'idle'} />
        </div>
        <div>
          <span className={styles.muted}>{M.interviewer}</span>
          <h2 id="generate-title" className={styles.cardTitle}>
            {profile.name}
          </h2>
        </div>
      </div>
      {state.loading && (
        <p className={styles.muted} role="status">
          {M.generating}
        </p>
      )}
      {state.error && <Alert type="error" showIcon title={state.error} data-testid="prompt-error" />}
      {state.ready ? (
        <>
          <Alert type="success" showIcon title={M.ready(state.ready.questionCount)} />
          <Button
            type="primary"
            size="large"
            block
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            onClick={onEnter}
          >
            {M.enter}
          </Button>
        </>
      ) : (
        <Button
          type="primary"
          size="large"
          block
          icon={<ThunderboltOutlined />}
          loading={state.loading}
          disabled={!canGenerate}
          onClick={onGenerate}
        >
          {M.generate}
        </Button>
      )}
    </section>
  );
}
