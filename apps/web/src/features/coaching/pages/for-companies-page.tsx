// 我要招聘 when no separate business site is configured (/business): what the talent pool and the interview
// reports offer a company, and the consult form that opens a recruiter account.
import { FileSearchOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { businessLoginPath, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import styles from '../components/coaching.module.css';
import { ConsultForm } from '../components/consult-form';
import { COACHING_MESSAGES } from '../messages';

const M = COACHING_MESSAGES.business;
const FORM_ID = 'business-consult';
const OFFER_ICONS: Record<(typeof M.offers)[number]['key'], ReactNode> = {
  pool: <TeamOutlined aria-hidden />,
  report: <FileSearchOutlined aria-hidden />,
  inbox: <MessageOutlined aria-hidden />,
};

export default function ForCompaniesPage() {
  const hasToken = useSession((s) => s.hasToken);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{M.eyebrow}</p>
          <h1 className={styles.title}>{M.title}</h1>
          <p className={styles.subtitle}>{M.subtitle}</p>
          <Button
            type="primary"
            size="large"
            onClick={() => document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth' })}
          >
            {M.cta}
          </Button>{' '}
          <Link to={hasToken ? paths.businessChat : businessLoginPath()}>
            <Button size="large">{hasToken ? M.recruiterInbox : M.recruiterLogin}</Button>
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="offers-title">
        <h2 id="offers-title" className={styles.sectionTitle}>
          {M.offersTitle}
        </h2>
        <div className={styles.cards}>
          {M.offers.map((o) => (
            <article key={o.key} className={styles.card}>
              <span className={styles.cardIcon}>{OFFER_ICONS[o.key]}</span>
              <h3 className={styles.cardTitle}>{o.title}</h3>
              <p className={styles.cardText}>{o.text}</p>
            </article>
          ))}
        </div>
        <p className={styles.note}>{M.inboxNote}</p>
      </section>
      <div className={styles.section}>
        <ConsultForm id={FORM_ID} source="business" topics={['hiring']} />
      </div>
      <SiteFooter />
    </div>
  );
}
