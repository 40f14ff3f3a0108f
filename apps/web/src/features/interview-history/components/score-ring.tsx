// The score ring of a history card: the overall score drawn as a percentage of 100 (SPEC §9) in UI.md's
// colour for it; an interview without a score shows its state in the ring instead of a number.
import type { InterviewListItem } from '@app/shared/interviews';
import { Progress } from 'antd';
import { COLORS } from '@/config/theme';
import { scoreColour } from '@/lib/score-colour';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';
import styles from './history.module.css';

const RING_SIZE = 68;

function stateOf(item: Pick<InterviewListItem, 'status' | 'overall_score'>): string | null {
  if (item.status === 'preparing') return M.status.preparing;
  if (item.status === 'ongoing') return M.status.ongoing;
  return item.overall_score === null ? M.status.unscored : null;
}

export function ScoreRing({ item }: { item: Pick<InterviewListItem, 'status' | 'overall_score'> }) {
  const state = stateOf(item);
  const score = state === null ? (item.overall_score ?? 0) : 0;
  return (
    <div className={styles.ring}>
      <Progress
        type="circle"
        size={RING_SIZE}
        percent={score}
        strokeWidth={8}
        strokeColor={state === null ? scoreColour(score) : COLORS.border}
        railColor="#EEF1F6"
        format={() =>
          state === null ? (
            <span className={styles.ringScore} style={{ color: scoreColour(score) }}>
              {score}
            </span>
          ) : (
            <span className={styles.ringState}>{state}</span>
          )
        }
        aria-label={state === null ? `${M.score} ${score}` : `${M.score} ${state}`}
      />
      <span className={styles.ringLabel}>{M.score}</span>
    </div>
  );
}
