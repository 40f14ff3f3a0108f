// The site header's menu drawer on narrow screens; loaded the first time it is opened.
import { RollbackOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { BUSINESS_SITE_URL } from '@/config/links';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session';
import { APP_MESSAGES as M } from '../messages';
import { cx, type NavItem, type NavKey } from './header-logic';
import styles from './site-header.module.css';
import { UserAvatar } from './user-avatar';
import { logoutWithFeedback, USER_MENU_ENTRIES } from './user-menu';

export interface HeaderDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  greeting: string;
  navItems: NavItem[];
  active: NavKey | undefined;
  backToInterview: boolean;
  onLogin: () => void;
  onTrial: () => void;
  onFeedback: () => void;
  onInterview: () => void;
}

export default function HeaderDrawer({
  open,
  onClose,
  user,
  greeting,
  navItems,
  active,
  backToInterview,
  onLogin,
  onTrial,
  onFeedback,
  onInterview,
}: HeaderDrawerProps) {
  const navigate = useNavigate();
  const closeAnd = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={<BrandLogo size={28} />}>
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
            onClick={onClose}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {user ? (
        <nav className={styles.drawerNav} aria-label={M.menu.personal}>
          <span className={styles.drawerGroup}>{M.menu.personal}</span>
          {USER_MENU_ENTRIES.filter((entry) => !entry.inNav).map((entry) =>
            entry.to && entry.newTab ? (
              <a
                key={entry.key}
                href={entry.to}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.drawerLink}
                onClick={onClose}
              >
                <span aria-hidden="true">{entry.icon}</span>
                {entry.label}
              </a>
            ) : entry.to ? (
              <Link key={entry.key} to={entry.to} className={styles.drawerLink} onClick={onClose}>
                <span aria-hidden="true">{entry.icon}</span>
                {entry.label}
              </Link>
            ) : (
              <button
                key={entry.key}
                type="button"
                className={cx(styles.drawerLink, styles.drawerButton)}
                onClick={closeAnd(onFeedback)}
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
          <Button block icon={<RollbackOutlined />} onClick={closeAnd(onInterview)}>
            {M.backToInterview}
          </Button>
        ) : null}
        {user ? (
          <Button block danger onClick={closeAnd(() => void logoutWithFeedback(() => navigate(paths.home)))}>
            {M.menu.logout}
          </Button>
        ) : (
          <>
            <Button block type="primary" onClick={closeAnd(onTrial)}>
              {M.freeTrial}
            </Button>
            <Button block onClick={closeAnd(onLogin)}>
              {M.login}
            </Button>
          </>
        )}
        {BUSINESS_SITE_URL ? (
          <Button block href={BUSINESS_SITE_URL} target="_blank" rel="noopener noreferrer">
            {M.hire}
          </Button>
        ) : (
          <Button block onClick={closeAnd(() => navigate(paths.forCompanies))}>
            {M.hire}
          </Button>
        )}
      </div>
    </Drawer>
  );
}
