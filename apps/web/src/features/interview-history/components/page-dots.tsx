// Page dots with the text current/total (SPEC §2); a dot takes the user to its page.
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';
import styles from './history.module.css';

/** Most dots shown at once; with more pages the dots are a window around the current one. */
export const MAX_DOTS = 9;

export function dotPages(current: number, total: number): number[] {
  const count = Math.min(total, MAX_DOTS);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export function PageDots({
  current,
  total,
  onPick,
}: {
  current: number;
  total: number;
  onPick: (page: number) => void;
}) {
  return (
    <div className={styles.dots}>
      <ol aria-label={M.page(current, total)}>
        {dotPages(current, total).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === current ? styles.dotActive : styles.dot}
              aria-label={M.pageDot(n)}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => onPick(n)}
            />
          </li>
        ))}
      </ol>
      <span className={styles.dotsText} data-testid="history-page">
        {M.page(current, total)}
      </span>
    </div>
  );
}
