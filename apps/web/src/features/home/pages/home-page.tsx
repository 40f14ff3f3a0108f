// The home page (not in hot-jobs mode, SPEC §1): the AI interview coach pitch with its marketing figures,
// the carousel, the product's sections, the expert team and partners, the contact QR code and the footer;
// for a logged-in seeker, their last score and jobs for them first.
import {
  ArrowRightOutlined,
  CompassOutlined,
  NodeIndexOutlined,
  RobotOutlined,
  TeamOutlined,
  ThunderboltFilled,
} from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { InitialAvatar } from '@/components/initial-avatar';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { BRAND } from '@/config/brand';
import { paths, registerPath } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSession } from '@/lib/session';
import { HeroIllustration } from '../components/hero-illustration';
import { HomeCarousel } from '../components/home-carousel';
import { HOME_EXPERTS, HOME_FIGURES, HOME_PARTNERS } from '../content';
import { HOME_MESSAGES as M } from '../messages';
import styles from './home-page.module.css';

const FEATURE_ICONS: Record<(typeof M.features)[number]['key'], ReactNode> = {
  coach: <RobotOutlined />,
  talent: <TeamOutlined />,
  coaching: <CompassOutlined />,
  career: <NodeIndexOutlined />,
};

const ContactQr = lazy(() => import('../components/contact-qr'));
// Only a logged-in seeker has progress to show: a visitor's first screen does not carry it.
const MyProgress = lazy(() => import('../components/my-progress').then((m) => ({ default: m.MyProgress })));
export default function HomePage() {
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.hasToken);
  const hydrated = useHydrated();
  // A visitor has no account yet: a trial starts with one (the QR tab would need a logged-in phone).
  const startTrial = () => navigate(hasToken ? paths.store.dashboard.profile : registerPath);

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>
              <ThunderboltFilled />
              {M.eyebrow}
            </p>
            <h1 className={styles.title}>
              {M.titleLead}，<span className={styles.titleAccent}>{M.titleAccent}</span>
            </h1>
            <p className={styles.subtitle}>{M.subtitle}</p>
            <div className={styles.ctas}>
              <Button type="primary" size="large" className={styles.ctaPrimary} onClick={startTrial}>
                {hasToken ? M.startInterview : M.freeTrial}
              </Button>
              <Button size="large" onClick={() => navigate(paths.coaching)}>
                {M.coaching}
              </Button>
            </div>
            <ul className={styles.stats} aria-label={M.statsLabel}>
              {HOME_FIGURES.map((s) => (
                <li key={s.label} className={styles.stat}>
                  <strong className={styles.statValue}>{s.value}</strong>
                  <span className={styles.statLabel}>{s.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration />
          </div>
        </div>
      </section>

      {hasToken ? (
        <Suspense fallback={null}>
          <MyProgress />
        </Suspense>
      ) : null}

      <div className={styles.section}>
        <HomeCarousel />
      </div>

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{M.featuresTitle}</h2>
          <p className={styles.sectionSubtitle}>{M.featuresSubtitle}</p>
        </div>
        <div className={styles.features}>
          {M.features.map((f) => (
            <article key={f.key} className={styles.featureCard}>
              <span className={styles.featureIcon}>{FEATURE_ICONS[f.key]}</span>
              <h3 className={styles.featureTitle}>
                {f.title}
                {'badge' in f ? <Tag>{f.badge}</Tag> : null}
              </h3>
              <p className={styles.featureText}>{f.description}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{M.stepsTitle}</h2>
          <p className={styles.sectionSubtitle}>
            <Link to={paths.extras.demo}>{M.seeDemo}</Link>
          </p>
        </div>
        <ol className={styles.steps}>
          {M.steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepIndex}>{i + 1}</span>
              <div>
                <h3 className={styles.stepTitle}>{s.title}</h3>
                <p className={styles.stepText}>{s.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className={styles.ctaBand}>
          <div>
            <h2 className={styles.ctaBandTitle}>{BRAND.slogan}</h2>
            <p className={styles.ctaBandText}>{M.subtitle}</p>
          </div>
          <Button size="large" onClick={startTrial} icon={<ArrowRightOutlined />} iconPlacement="end">
            {hasToken ? M.startInterview : M.freeTrial}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="experts-title">
        <div className={styles.sectionHead}>
          <h2 id="experts-title" className={styles.sectionTitle}>
            {M.expertsTitle}
          </h2>
          <p className={styles.sectionSubtitle}>{M.expertsSubtitle}</p>
        </div>
        <ul className={styles.experts}>
          {HOME_EXPERTS.map((e, i) => (
            <li key={e.name} className={styles.expert}>
              <InitialAvatar name={e.name} index={i} />
              <h3 className={styles.expertName}>{e.name}</h3>
              <p className={styles.expertRole}>{e.role}</p>
              <p className={styles.featureText}>{e.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="partners-title">
        <div className={styles.sectionHead}>
          <h2 id="partners-title" className={styles.sectionTitle}>
            {M.partnersTitle}
          </h2>
        </div>
        <ul className={styles.partners}>
          {HOME_PARTNERS.map((p) => (
            <li key={p} className={styles.partner}>
              {p}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="contact-title">
        <div className={styles.contact}>
          <div>
            <h2 id="contact-title" className={styles.sectionTitle}>
              {M.contactTitle}
            </h2>
            <p className={styles.sectionSubtitle}>{M.contactText}</p>
          </div>
          <div className={styles.qr}>
            {/* The code holds the site's address, known in the browser only (not when the page is built). */}
            {hydrated ? (
              <Suspense fallback={null}>
                <ContactQr />
              </Suspense>
            ) : null}
          </div>
        </div>
      </section>

      <SiteFooter className={styles.footer} />
    </>
  );
}
