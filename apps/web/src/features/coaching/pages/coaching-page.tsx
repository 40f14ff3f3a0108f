// 求职辅导 (/qzpp): what a one-to-one session covers, the coaches, how it is charged, and the call-back form.
import { AuditOutlined, CommentOutlined, TrophyOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { loginEntryPath, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import styles from '../components/coaching.module.css';
import { ConsultForm } from '../components/consult-form';
import { COACHING_MESSAGES } from '../messages';

const M = COACHING_MESSAGES.coaching;
const FORM_ID = 'consult';
const COVER_ICONS: Record<(typeof M.covers)[number]['key'], ReactNode> = {
  resume: <AuditOutlined aria-hidden />,
  mock: <CommentOutlined aria-hidden />,
  offer: <TrophyOutlined aria-hidden />,
};
const AVATAR_COLOURS = ['#3B5BFD', '#16B88A', '#FF9F1C'];

function scrollToForm() {
  document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export default function CoachingPage() {
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.hasToken);
  const tryAi = () =>
    navigate(hasToken ? paths.store.dashboard.profile : loginEntryPath(paths.store.dashboard.profile));
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{M.eyebrow}</p>
          <h1 className={styles.title}>{M.title}</h1>
          <p className={styles.subtitle}>{M.subtitle}</p>
          <div className={styles.ctas}>
            <Button type="primary" size="large" onClick={scrollToForm}>
              {M.cta}
            </Button>
            <Button size="large" onClick={tryAi}>
              {M.tryAi}
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="covers-title">
        <h2 id="covers-title" className={styles.sectionTitle}>
          {M.coversTitle}
        </h2>
        <div className={styles.cards}>
          {M.covers.map((c) => (
            <article key={c.key} className={styles.card}>
              <span className={styles.cardIcon}>{COVER_ICONS[c.key]}</span>
              <h3 className={styles.cardTitle}>{c.title}</h3>
              <p className={styles.cardText}>{c.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="coaches-title">
        <h2 id="coaches-title" className={styles.sectionTitle}>
          {M.coachesTitle}
        </h2>
        <div className={styles.cards}>
          {M.coaches.map((c, i) => (
            <article key={c.name} className={styles.card}>
              <Avatar size={56} style={{ background: AVATAR_COLOURS[i % AVATAR_COLOURS.length] }} aria-hidden>
                {c.name.slice(0, 1)}
              </Avatar>
              <h3 className={styles.cardTitle}>{c.name}</h3>
              <p className={styles.cardRole}>{c.role}</p>
              <p className={styles.cardText}>{c.background}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="pricing-title">
        <h2 id="pricing-title" className={styles.sectionTitle}>
          {M.pricingTitle}
        </h2>
        <div className={styles.cards}>
          {M.pricing.map((p) => (
            <article key={p.key} className={styles.card}>
              <h3 className={styles.cardTitle}>{p.title}</h3>
              <p className={styles.price}>{p.price}</p>
              <p className={styles.cardText}>{p.text}</p>
            </article>
          ))}
        </div>
      </section>

      <div className={styles.section}>
        <ConsultForm id={FORM_ID} source="coaching" topics={['resume', 'mock', 'offer', 'career']} />
      </div>
      <SiteFooter />
    </div>
  );
}
