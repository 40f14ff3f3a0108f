// The login entry's frame (/store/entry/*): the brand and an illustration on the left, the card with the ways in on the right.
import { CheckCircleFilled, LeftOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { isBusinessScene, paths } from '@/config/paths';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES as M } from '../messages';
import styles from './entry-layout.module.css';
import { type EntryView, entryView, entryViewPath } from './entry-links';
import { LoginIllustration } from './login-illustration';
import { useWechatReturn, WechatLogin } from './wechat-login';

const TABS: Array<{ key: EntryView; label: string }> = [
  { key: 'sms', label: M.tabs.sms },
  { key: 'password', label: M.tabs.password },
  { key: 'qrcode', label: M.tabs.qrcode },
];

export default function EntryLayout() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  useWechatReturn(completeLogin);

  const view = entryView(location.pathname, params);
  // A recruiter's way in: the password form alone, under its own title (no seeker tabs, sign-up or WeChat).
  const business = view === 'password' && isBusinessScene(params);
  const isLogin = !business && (view === 'sms' || view === 'password' || view === 'qrcode');
  const to = (target: EntryView) => entryViewPath(target, params);
  const aside = business ? M.business.aside : M.aside;

  return (
    <>
      <div className={styles.page}>
        <div className={styles.inner}>
          <aside className={styles.aside}>
            <BrandLogo size={36} />
            <h2 className={styles.asideTitle}>
              {aside.title}
              <span>{aside.subtitle}</span>
            </h2>
            <ul className={styles.points}>
              {aside.points.map((point) => (
                <li key={point}>
                  <CheckCircleFilled />
                  {point}
                </li>
              ))}
            </ul>
            <div className={styles.art}>
              <LoginIllustration />
            </div>
          </aside>

          <section className={styles.card} aria-labelledby="entry-title">
            {business ? (
              <>
                <h1 id="entry-title" className={styles.title}>
                  {M.business.title}
                </h1>
                <p className={styles.subtitle}>{M.business.hint}</p>
              </>
            ) : isLogin ? (
              <>
                <h1 id="entry-title" className={styles.title}>
                  {M.welcome}
                </h1>
                <p className={styles.subtitle}>{M.welcomeHint}</p>
                <Tabs
                  activeKey={view}
                  items={TABS}
                  onChange={(key) => navigate(to(key as EntryView), { replace: true })}
                  className={styles.tabs}
                />
              </>
            ) : (
              <>
                <Link to={to('password')} className={styles.back}>
                  <LeftOutlined /> {M.backToLogin}
                </Link>
                <h1 id="entry-title" className={styles.title}>
                  {view === 'register' ? M.registerTitle : M.forgotTitle}
                </h1>
                <div className={styles.titleGap} />
              </>
            )}

            <Outlet />

            {business ? (
              <div className={styles.links}>
                <span />
                <Link to={paths.store.entry.loginPwd}>{M.business.toSeeker}</Link>
              </div>
            ) : null}
            {!business && (view === 'sms' || view === 'password') ? (
              <div className={styles.links}>
                <Link to={to('forgot')}>{M.forgot}</Link>
                <Link to={to('register')}>{M.toRegister}</Link>
              </div>
            ) : null}
            {view === 'register' ? (
              <div className={styles.links}>
                <span />
                <Link to={to('password')}>{M.toLogin}</Link>
              </div>
            ) : null}
            {isLogin ? <WechatLogin /> : null}
          </section>
        </div>
      </div>
      <SiteFooter />
    </>
  );
}
