// A centred card with an illustration, a sentence and actions: the shape of every empty, error and 建设中 state.
import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  illustration: ReactNode;
  /** A small line above the title, e.g. the page's name. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Role for assistive tech: 'alert' for errors, 'status' otherwise. */
  role?: 'alert' | 'status';
}

export function StatusPanel({
  illustration,
  eyebrow,
  title,
  description,
  actions,
  role = 'status',
}: StatusPanelProps) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} role={role}>
        <div className={styles.illustration}>{illustration}</div>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
