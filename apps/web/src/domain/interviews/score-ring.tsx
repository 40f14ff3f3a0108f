// A score as a ring drawn to a percentage of 100 (SPEC §9) in its band's colour (UI.md), shared by the report's
// hero and the history cards. Without a score the ring stays empty and says why instead of a number.
import { Progress } from 'antd';
import { scoreColour } from '@/lib/score-colour';
import { DOMAIN_MESSAGES } from '../messages';
import styles from './score-ring.module.css';

const RAIL_COLOUR = '#EEF1F6';

export interface ScoreRingProps {
  /** 0–100, or null when there is none. */
  score: number | null;
  /** The ring's diameter in pixels; the number scales with it. */
  size: number;
  /** A line under the number, inside the ring (the report: 综合得分). */
  caption?: string;
  /** A label under the ring (a history card: 得分). */
  label?: string;
  /** What stands in the ring without a score (an interview not yet scored); 未测量 by default. */
  noScoreText?: string;
}

export function ScoreRing({ score, size, caption, label, noScoreText }: ScoreRingProps) {
  const text = score === null ? (noScoreText ?? DOMAIN_MESSAGES.scoreRing.notMeasured) : String(score);
  const name = label ?? caption;
  return (
    <div className={styles.ring}>
      <Progress
        type="circle"
        size={size}
        percent={score ?? 0}
        strokeWidth={8}
        strokeColor={scoreColour(score)}
        railColor={RAIL_COLOUR}
        aria-label={name ? `${name} ${text}` : text}
        format={() => (
          <span className={styles.inside} style={{ color: scoreColour(score) }}>
            {score === null ? (
              <span className={styles.state} style={{ fontSize: Math.max(12, size / 7) }}>
                {text}
              </span>
            ) : (
              <strong className={styles.number} style={{ fontSize: Math.max(18, size / 4) }}>
                {text}
              </strong>
            )}
            {caption ? <span className={styles.caption}>{caption}</span> : null}
          </span>
        )}
      />
      {label ? <span className={styles.label}>{label}</span> : null}
    </div>
  );
}
