// 求职辅导 (/qzpp): what a one-to-one session covers, the coaches, how it is charged, and the call-back form.
import { AuditOutlined, CommentOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { InitialAvatar } from '@/components/initial-avatar';
import { loginEntryPath, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { CardSection, IconCards, MarketingCard, MarketingHero, MarketingPage } from '../components/marketing';
import { COACHING_MESSAGES } from '../messages';

const M = COACHING_MESSAGES.coaching;
const FORM_ID = 'consult';
const COVER_ICONS: Record<(typeof M.covers)[number]['key'], ReactNode> = {
  resume: <AuditOutlined aria-hidden />,
  mock: <CommentOutlined aria-hidden />,
  offer: <TrophyOutlined aria-hidden />,
};
function scrollToForm() {
  document.getElementById(FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export default function CoachingPage() {
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.hasToken);
  const tryAi = () =>
    navigate(hasToken ? paths.store.dashboard.profile : loginEntryPath(paths.store.dashboard.profile));
  return (
    <MarketingPage form={{ id: FORM_ID, source: 'coaching', topics: ['resume', 'mock', 'offer', 'career'] }}>
      <MarketingHero eyebrow={M.eyebrow} title={M.title} subtitle={M.subtitle}>
        <Button type="primary" size="large" onClick={scrollToForm}>
          {M.cta}
        </Button>
        <Button size="large" onClick={tryAi}>
          {M.tryAi}
        </Button>
      </MarketingHero>

      <CardSection id="covers-title" title={M.coversTitle}>
        <IconCards items={M.covers} icons={COVER_ICONS} />
      </CardSection>

      <CardSection id="coaches-title" title={M.coachesTitle}>
        {M.coaches.map((c, i) => (
          <MarketingCard
            key={c.name}
            visual={<InitialAvatar name={c.name} index={i} />}
            title={c.name}
            role={c.role}
            text={c.background}
          />
        ))}
      </CardSection>

      <CardSection id="pricing-title" title={M.pricingTitle}>
        {M.pricing.map((p) => (
          <MarketingCard key={p.key} title={p.title} price={p.price} text={p.text} />
        ))}
      </CardSection>
    </MarketingPage>
  );
}
