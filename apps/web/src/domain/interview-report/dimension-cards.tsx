// The six sub-scores as cards: the score (or 未测量), the signals it came from, and one piece of advice.
import {
  type DimensionScore,
  SCORE_DIMENSION_LABELS,
  SCORE_DIMENSIONS,
  type ScoreDimension,
} from '@app/shared/interviews';
import { scoreColour } from '@/lib/score-colour';
import { DOMAIN_MESSAGES } from '../messages';
import styles from './report.module.css';

const M = DOMAIN_MESSAGES.report;

export function DimensionCards({ scores }: { scores: Partial<Record<ScoreDimension, DimensionScore>> }) {
  return (
    <div className={styles.dimensionGrid}>
      {SCORE_DIMENSIONS.map((d) => {
        const entry = scores[d];
        const score = entry?.score ?? null;
        return (
          <article key={d} className={styles.dimensionCard} data-testid={`dimension-${d}`}>
            <header className={styles.dimensionHead}>
              <h3>{SCORE_DIMENSION_LABELS[d]}</h3>
              <span className={styles.dimensionScore} style={{ color: scoreColour(score) }}>
                {score ?? M.dimension.notMeasured}
              </span>
            </header>
            <div className={styles.bar} aria-hidden>
              <span style={{ width: `${score ?? 0}%`, background: scoreColour(score) }} />
            </div>
            {score === null && (entry?.evidence.length ?? 0) === 0 ? (
              <p className={styles.muted}>{M.dimension.notMeasuredHint}</p>
            ) : (
              <>
                <p className={styles.label}>{M.dimension.evidence}</p>
                <ul className={styles.evidence}>
                  {(entry?.evidence ?? []).map((e) => (
                    <li key={e.signal}>{e.note || `${e.signal}: ${e.value ?? '—'}`}</li>
                  ))}
                </ul>
              </>
            )}
            {entry?.advice ? (
              <p className={styles.advice}>
                <strong>{M.dimension.advice}：</strong>
                {entry.advice}
              </p>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
