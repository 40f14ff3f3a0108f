// The personal centre's frame (/store/personal/*): the user and a menu on the left, the page on the right.
import {
  EyeInvisibleOutlined,
  FileTextOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { maskMobile } from '@app/shared/user';
import { Avatar, Grid, Menu, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { displayName, useSession } from '@/lib/session';
import { useWechatBindResult } from '../hooks/use-wechat-bind-result';
import { PERSONAL_MESSAGES } from '../messages';
import styles from './personal-layout.module.css';

const T = PERSONAL_MESSAGES.pageTitles;
const { personal } = paths.store;

const ITEMS = [
  { key: personal.basic, icon: <IdcardOutlined aria-hidden />, label: T.basic },
  { key: personal.resume, icon: <FileTextOutlined aria-hidden />, label: T.resume },
  { key: personal.security, icon: <SafetyCertificateOutlined aria-hidden />, label: T.security },
  { key: personal.general, icon: <SettingOutlined aria-hidden />, label: T.general },
  { key: personal.privacy, icon: <EyeInvisibleOutlined aria-hidden />, label: T.privacy },
];

/** /resume_manage shows the resume page inside this frame too. */
function selectedKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  if (lower === paths.extras.resumeManage.toLowerCase()) return personal.resume;
  return ITEMS.find((item) => lower.startsWith(item.key.toLowerCase()))?.key ?? personal.basic;
}

export default function PersonalLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const user = useSession((s) => s.userInfo);
  useWechatBindResult();

  const selected = selectedKey(location.pathname);
  const narrow = screens.md === false;

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {narrow ? (
          <Tabs
            activeKey={selected}
            items={ITEMS.map(({ key, label }) => ({ key, label }))}
            onChange={(key) => navigate(key)}
            tabBarGutter={14}
            className={styles.tabs}
          />
        ) : (
          <aside className={styles.side} aria-label={PERSONAL_MESSAGES.menuLabel}>
            <div className={styles.user}>
              <Avatar
                size={56}
                src={user?.avatar || undefined}
                icon={<UserOutlined />}
                className={styles.avatar}
              />
              <strong className={styles.name}>{displayName(user) ?? ''}</strong>
              {user?.mobile ? <span className={styles.mobile}>{maskMobile(user.mobile)}</span> : null}
            </div>
            <Menu
              mode="inline"
              selectedKeys={[selected]}
              items={ITEMS}
              onClick={({ key }) => navigate(key)}
              style={{ borderInlineEnd: 0 }}
            />
          </aside>
        )}
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
