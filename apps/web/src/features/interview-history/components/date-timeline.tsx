// The timeline of dates down the side (SPEC §2): each day of the page's interviews, newest first, with how
// many took place; the day of the card under the mouse is lit.
import type { InterviewListItem } from '@app/shared/interviews';
import dayjs from 'dayjs';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';
import styles from './history.module.css';

export function dayOf(item: Pick<InterviewListItem, 'create_time'>): string {
  return dayjs(item.create_time).format('YYYY-MM-DD');
}

export function DateTimeline({ items, activeDay }: { items: InterviewListItem[]; activeDay: string | null }) {
  const days = new Map<string, number>();
  for (const item of items) days.set(dayOf(item), (days.get(dayOf(item)) ?? 0) + 1);
  return (
    <nav className={styles.timeline} aria-label={M.timeline}>
      <ol>
        {[...days].map(([day, n]) => {
          const d = dayjs(day);
          return (
            <li key={day} className={day === activeDay ? styles.dayActive : undefined}>
              <span className={styles.dayDot} aria-hidden />
              <span className={styles.dayDate}>{d.format('MM-DD')}</span>
              <span className={styles.dayYear}>
                {d.format('YYYY')} · {M.records(n)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
