// The public /store/dashboard/{phone,password,QRCode} pages: one way in, in a centred card, then the interview.
import { CheckCircleFilled } from '@ant-design/icons';
import type { LoginResponse } from '@app/shared/auth';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES as M } from '../messages';
import styles from './dashboard-login-card.module.css';

const WAYS = [
  { key: 'phone', label: M.pageTitles.phone, to: paths.store.dashboard.phone },
  { key: 'password', label: M.pageTitles.password, to: paths.store.dashboard.password },
  { key: 'qrcode', label: M.pageTitles.qrCode, to: paths.store.dashboard.qrCode },
] as const;

export type DashboardWay = (typeof WAYS)[number]['key'];

export function DashboardLoginCard({
  way,
  children,
}: {
  way: DashboardWay;
  children: (onLoggedIn: (response: LoginResponse) => void) => ReactNode;
}) {
  const completeLogin = useCompleteLogin(paths.store.dashboard.profile);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const title = WAYS.find((w) => w.key === way)?.label;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="dashboard-login-title">
        <BrandLogo size={32} />
        <h1 id="dashboard-login-title" className={styles.title}>
          {title}
        </h1>
        {loggedIn ? (
          <div className={styles.done}>
            <CheckCircleFilled className={styles.doneIcon} />
            <strong>{M.dashboard.loggedIn}</strong>
            <span>{M.dashboard.loggedInHint}</span>
            <Button type="primary" size="large" onClick={() => navigate(paths.store.dashboard.profile)}>
              {M.dashboard.start}
            </Button>
          </div>
        ) : (
          <>
            {children(completeLogin)}
            <nav className={styles.ways}>
              <span>{M.dashboard.switchTo}</span>
              {WAYS.filter((w) => w.key !== way).map((w) => (
                <Link key={w.key} to={redirect ? `${w.to}?redirect=${encodeURIComponent(redirect)}` : w.to}>
                  {w.label}
                </Link>
              ))}
            </nav>
          </>
        )}
      </section>
    </div>
  );
}
