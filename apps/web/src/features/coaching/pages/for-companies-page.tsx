// 我要招聘 when no separate business site is configured (/business): what the talent pool and the interview
// reports offer a company, and the consult form that opens a recruiter account.
import { FileSearchOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { businessLoginPath, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import styles from '../components/coaching.module.css';
import { CardSection, IconCards, MarketingHero, MarketingPage } from '../components/marketing';
import { COACHING_MESSAGES } from '../messages';

const M = COACHING_MESSAGES.business;
const FORM_ID = 'business-consult';
const OFFER_ICONS: Record<(typeof M.offers)[number]['key'], ReactNode> = {
  pool: <TeamOutlined aria-hidden />,
  report: <FileSearchOutlined aria-hidden />,
  inbox: <MessageOutlined aria-hidden />,
};

export default function ForCompaniesPage() {
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.hasToken);
  const recruiterTarget = hasToken ? paths.businessChat : businessLoginPath();
  return (
    <MarketingPage form={{ id: FORM_ID, source: 'business', topics: ['hiring'] }}>
      <MarketingHero eyebrow={M.eyebrow} title={M.title} subtitle={M.subtitle}>
        <Button
          type="primary"
          size="large"
          onClick={() => document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth' })}
        >
          {M.cta}
        </Button>
        {/* A link that looks like a button (not a button inside a link: one control, one name, one tab stop). */}
        <Button
          size="large"
          href={recruiterTarget}
          onClick={(event) => {
            event.preventDefault();
            navigate(recruiterTarget);
          }}
        >
          {hasToken ? M.recruiterInbox : M.recruiterLogin}
        </Button>
      </MarketingHero>

      <CardSection
        id="offers-title"
        title={M.offersTitle}
        after={<p className={styles.note}>{M.inboxNote}</p>}
      >
        <IconCards items={M.offers} icons={OFFER_ICONS} />
      </CardSection>
    </MarketingPage>
  );
}
