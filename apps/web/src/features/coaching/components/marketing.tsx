// What /qzpp and /business share: a hero with its calls to action, a titled section of cards, and the
// consult form with the footer under it.
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import styles from './coaching.module.css';
import { ConsultForm, type ConsultFormProps } from './consult-form';

export function MarketingPage({ children, form }: { children: ReactNode; form: ConsultFormProps }) {
  return (
    <div className={styles.page}>
      {children}
      <div className={styles.section}>
        <ConsultForm {...form} />
      </div>
      <SiteFooter />
    </div>
  );
}

export function MarketingHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The calls to action. */
  children: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={styles.ctas}>{children}</div>
      </div>
    </section>
  );
}

/** A section of cards under its heading; `after` goes below the cards. */
export function CardSection({
  id,
  title,
  children,
  after,
}: {
  id: string;
  title: string;
  /** The cards (MarketingCard). */
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.cards}>{children}</div>
      {after}
    </section>
  );
}

/** One card: an icon or avatar, its title, an optional line under it, and its text. */
export function MarketingCard({
  visual,
  title,
  role,
  price,
  text,
}: {
  visual?: ReactNode;
  title: string;
  role?: string;
  price?: string;
  text: string;
}) {
  return (
    <article className={styles.card}>
      {visual}
      <h3 className={styles.cardTitle}>{title}</h3>
      {role ? <p className={styles.cardRole}>{role}</p> : null}
      {price ? <p className={styles.price}>{price}</p> : null}
      <p className={styles.cardText}>{text}</p>
    </article>
  );
}

/** Cards with an icon each (in the card's tinted square), the icon chosen by the item's key. */
export function IconCards<K extends string>({
  items,
  icons,
}: {
  items: ReadonlyArray<{ key: K; title: string; text: string }>;
  icons: Record<K, ReactNode>;
}) {
  return items.map((item) => (
    <MarketingCard
      key={item.key}
      visual={<span className={styles.cardIcon}>{icons[item.key]}</span>}
      title={item.title}
      text={item.text}
    />
  ));
}
