// The site header of SPEC §2 / UI.md: brand left, nav centre, greeting and account right; a drawer on narrow screens.

import { MenuOutlined, RollbackOutlined } from '@ant-design/icons';
import { HEADER_OPAQUE_SCROLL_PX } from '@app/shared/constants';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LazyFeedbackDialog } from '@/components/feedback-dialog/lazy-feedback-dialog';
import { FEEDBACK_VARIANTS } from '@/components/feedback-dialog/messages';
import { BUSINESS_SITE_URL } from '@/config/links';
import { hotJobsPath, loginEntryPath, paths, registerPath } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { displayName, useSession } from '@/lib/session';
import { APP_MESSAGES as M } from '../messages';
import {
  activeNavKey,
  activeSide,
  cx,
  isHeaderTransparent,
  type NavItem,
  type Side,
  showsBackToInterview,
} from './header-logic';
import styles from './site-header.module.css';

// What only some visitors open stays out of the first screen's scripts: the logged-in user's menu (its
// avatar shows meanwhile), the narrow-screen drawer (loaded on first open) and the feedback dialog.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const HeaderDrawer = lazy(() => import('./header-drawer'));

function SideSwitch({ side }: { side: Side }) {
  const seeker = side === 'seeker';
  const current = (on: boolean) => (on ? ('true' as const) : undefined);
  return (
    <nav className={styles.sideSwitch} aria-label={M.sideSwitchLabel}>
      {seeker ? (
        <span className={cx(styles.sideOption, styles.sideOptionActive)} aria-current="true">
          {M.seekJob}
        </span>
      ) : (
        <Link className={styles.sideOption} to={paths.home}>
          {M.seekJob}
        </Link>
      )}
      {BUSINESS_SITE_URL ? (
        <a className={styles.sideOption} href={BUSINESS_SITE_URL} target="_blank" rel="noopener noreferrer">
          {M.hire}
        </a>
      ) : (
        <Link
          className={cx(styles.sideOption, !seeker && styles.sideOptionActive)}
          to={paths.forCompanies}
          aria-current={current(!seeker)}
        >
          {M.hire}
        </Link>
      )}
    </nav>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(HEADER_OPAQUE_SCROLL_PX);
  const hasToken = useSession((s) => s.hasToken);
  const user = useSession((s) => (s.hasToken ? s.userInfo : null));
  // A session cookie means the menu will be needed: fetch it alongside the user's details.
  useEffect(() => {
    if (hasToken) void loadUserMenu();
  }, [hasToken]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const loggedIn = user !== null;
  const name = displayName(user);
  const greeting = loggedIn ? M.greeting(name ?? M.anonymousName) : M.guestGreeting;
  const transparent = isHeaderTransparent(
    location.pathname,
    location.search,
    scrolled ? HEADER_OPAQUE_SCROLL_PX : 0,
  );
  const active = activeNavKey(location.pathname, location.search);
  const backToInterview = showsBackToInterview(location.pathname);

  const navItems: NavItem[] = [
    { key: 'home', label: M.nav.home, to: paths.home },
    {
      key: 'interview',
      label: M.nav.interview,
      to: hasToken ? paths.store.dashboard.profile : loginEntryPath(paths.store.dashboard.profile),
    },
    { key: 'hotJobs', label: M.nav.hotJobs, to: hotJobsPath },
    { key: 'coaching', label: M.nav.coaching, to: paths.coaching },
  ];

  const openDrawer = () => {
    setDrawerOpen(true);
    setDrawerOpened(true);
  };
  const goLogin = () => navigate(paths.store.entry.loginQRCode);
  // A visitor has no account to scan a QR code with: a trial starts with registering.
  const goTrial = () => navigate(registerPath);
  const goInterview = () => navigate(paths.store.dashboard.profile);

  return (
    <>
      <header className={cx(styles.header, transparent ? styles.transparent : styles.opaque)}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.brand}>
            <BrandLogo />
          </Link>

          <nav className={styles.nav}>
            {navItems.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                className={cx(styles.navLink, active === item.key && styles.active)}
                aria-current={active === item.key ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </nav>

          <div className={styles.right}>
            <SideSwitch side={activeSide(location.pathname, location.search, user?.user_type)} />
            {backToInterview ? (
              <Button className={styles.desktopOnly} icon={<RollbackOutlined />} onClick={goInterview}>
                {M.backToInterview}
              </Button>
            ) : null}
            <span className={styles.greeting} title={greeting}>
              {greeting}
            </span>
            {loggedIn ? (
              <Suspense fallback={<span className={styles.avatarSlot} />}>
                <UserMenu user={user} onFeedback={() => setFeedbackOpen(true)} />
              </Suspense>
            ) : (
              <>
                <Button onClick={goLogin}>{M.login}</Button>
                <Button type="primary" className={styles.desktopOnly} onClick={goTrial}>
                  {M.freeTrial}
                </Button>
              </>
            )}
            <Button
              type="text"
              className={styles.menuButton}
              icon={<MenuOutlined />}
              aria-label={M.openMenu}
              onClick={openDrawer}
            />
          </div>
        </div>
      </header>

      {drawerOpened ? (
        <Suspense fallback={null}>
          <HeaderDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            greeting={greeting}
            navItems={navItems}
            active={active}
            backToInterview={backToInterview}
            onLogin={goLogin}
            onTrial={goTrial}
            onFeedback={() => setFeedbackOpen(true)}
            onInterview={goInterview}
          />
        </Suspense>
      ) : null}

      <LazyFeedbackDialog
        {...FEEDBACK_VARIANTS.header}
        open={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
      />
    </>
  );
}
