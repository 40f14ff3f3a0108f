// The site header of SPEC §2 / UI.md: brand left, nav centre, greeting and account right; a drawer on narrow screens.

import { MenuOutlined, RollbackOutlined } from '@ant-design/icons';
import { HEADER_OPAQUE_SCROLL_PX } from '@app/shared/constants';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { FEEDBACK_VARIANTS, FeedbackDialog } from '@/components/feedback-dialog/feedback-dialog';
import { BUSINESS_SITE_URL } from '@/config/links';
import { hotJobsPath, loginEntryPath, paths, registerPath } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { displayName, useSession } from '@/lib/session';
import { APP_MESSAGES as M } from '../messages';
import { activeNavKey, isHeaderTransparent, type NavKey, showsBackToInterview } from './header-logic';
import styles from './site-header.module.css';
import { logoutWithFeedback, USER_MENU_ENTRIES, UserAvatar, UserMenu } from './user-menu';

function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

function SideSwitch() {
  return (
    <nav className={styles.sideSwitch} aria-label={M.sideSwitchLabel}>
      <span className={cx(styles.sideOption, styles.sideOptionActive)} aria-current="true">
        {M.seekJob}
      </span>
      <a className={styles.sideOption} href={BUSINESS_SITE_URL} target="_blank" rel="noopener noreferrer">
        {M.hire}
      </a>
    </nav>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(HEADER_OPAQUE_SCROLL_PX);
  const hasToken = useSession((s) => s.hasToken);
  const user = useSession((s) => (s.hasToken ? s.userInfo : null));
  const [drawerOpen, setDrawerOpen] = useState(false);
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

  const navItems: Array<{ key: NavKey; label: string; to: string }> = [
    { key: 'home', label: M.nav.home, to: paths.home },
    {
      key: 'interview',
      label: M.nav.interview,
      to: hasToken ? paths.store.dashboard.profile : loginEntryPath(paths.store.dashboard.profile),
    },
    { key: 'hotJobs', label: M.nav.hotJobs, to: hotJobsPath },
    { key: 'coaching', label: M.nav.coaching, to: paths.coaching },
  ];

  const closeDrawerAnd = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
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
            <SideSwitch />
            {backToInterview ? (
              <Button className={styles.desktopOnly} icon={<RollbackOutlined />} onClick={goInterview}>
                {M.backToInterview}
              </Button>
            ) : null}
            <span className={styles.greeting} title={greeting}>
              {greeting}
            </span>
            {loggedIn ? (
              <UserMenu user={user} onFeedback={() => setFeedbackOpen(true)} />
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
              onClick={() => setDrawerOpen(true)}
            />
          </div>
        </div>
      </header>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="right"
        size={300}
        title={<BrandLogo size={28} />}
      >
        <div className={styles.drawerGreeting}>
          <UserAvatar user={user} size={40} />
          <span>{greeting}</span>
        </div>
        <nav className={styles.drawerNav}>
          {navItems.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              className={cx(styles.drawerLink, active === item.key && styles.active)}
              onClick={() => setDrawerOpen(false)}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {loggedIn ? (
          <nav className={styles.drawerNav} aria-label={M.menu.personal}>
            <span className={styles.drawerGroup}>{M.menu.personal}</span>
            {USER_MENU_ENTRIES.filter((entry) => !entry.inNav).map((entry) =>
              entry.to ? (
                <Link
                  key={entry.key}
                  to={entry.to}
                  className={styles.drawerLink}
                  onClick={() => setDrawerOpen(false)}
                >
                  <span aria-hidden="true">{entry.icon}</span>
                  {entry.label}
                </Link>
              ) : (
                <button
                  key={entry.key}
                  type="button"
                  className={cx(styles.drawerLink, styles.drawerButton)}
                  onClick={closeDrawerAnd(() => setFeedbackOpen(true))}
                >
                  <span aria-hidden="true">{entry.icon}</span>
                  {entry.label}
                </button>
              ),
            )}
          </nav>
        ) : null}
        <div className={styles.drawerActions}>
          {backToInterview ? (
            <Button block icon={<RollbackOutlined />} onClick={closeDrawerAnd(goInterview)}>
              {M.backToInterview}
            </Button>
          ) : null}
          {loggedIn ? (
            <Button
              block
              danger
              onClick={closeDrawerAnd(() => void logoutWithFeedback(() => navigate(paths.home)))}
            >
              {M.menu.logout}
            </Button>
          ) : (
            <>
              <Button block type="primary" onClick={closeDrawerAnd(goTrial)}>
                {M.freeTrial}
              </Button>
              <Button block onClick={closeDrawerAnd(goLogin)}>
                {M.login}
              </Button>
            </>
          )}
          <Button block href={BUSINESS_SITE_URL} target="_blank" rel="noopener noreferrer">
            {M.hire}
          </Button>
        </div>
      </Drawer>

      <FeedbackDialog
        {...FEEDBACK_VARIANTS.header}
        open={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
      />
    </>
  );
}
