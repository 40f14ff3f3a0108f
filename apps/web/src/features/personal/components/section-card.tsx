// A white card with a title, a sentence and optional actions: the building block of every personal-centre page.
import type { ReactNode } from 'react';
import styles from './personal.module.css';

export function SectionCard({
  title,
  hint,
  extra,
  danger = false,
  children,
}: {
  title: ReactNode;
  hint?: ReactNode;
  extra?: ReactNode;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={danger ? `${styles.section} ${styles.danger}` : styles.section}>
      <header className={styles.sectionHeader}>
        <div className={styles.sectionHeading}>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
        </div>
        {extra ? <div className={styles.sectionExtra}>{extra}</div> : null}
      </header>
      {children ? <div className={styles.sectionBody}>{children}</div> : null}
    </section>
  );
}

export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className={styles.pageHeading}>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}
