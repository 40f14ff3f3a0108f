// The avatar dropdown of a logged-in user (SPEC §2 menu items); the header loads it only for a logged-in user.
import {
  BellOutlined,
  CommentOutlined,
  CompassOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage } from '@/lib/feedback';
import { useLoginRedirect } from '@/lib/login-redirect';
import { logout } from '@/lib/logout';
import type { UserInfo } from '@/lib/session';
import { APP_MESSAGES } from '../messages';
import { AvatarButton } from './user-avatar';

const M = APP_MESSAGES.menu;

const LINKS: Record<string, string> = {
  home: paths.home,
  personal: paths.store.personal.basic,
  messages: paths.chat,
  records: paths.extras.interviewHistory,
  resume: paths.store.personal.resume,
  coaching: paths.coaching,
};

const ITEMS: MenuProps['items'] = [
  { key: 'home', icon: <HomeOutlined />, label: M.home },
  { key: 'personal', icon: <UserOutlined />, label: M.personal },
  { key: 'messages', icon: <BellOutlined />, label: M.messages },
  { key: 'records', icon: <HistoryOutlined />, label: M.records },
  { key: 'resume', icon: <FileTextOutlined />, label: M.resume },
  { key: 'coaching', icon: <CompassOutlined />, label: M.coaching },
  { key: 'feedback', icon: <CommentOutlined />, label: M.feedback },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: M.logout, danger: true },
];

/** Logs out and goes home; the guard is told, so it does not send the user to log in again instead. */
export async function logoutWithFeedback(goHome: () => unknown): Promise<void> {
  useLoginRedirect.getState().setLeaveTo(paths.home);
  void goHome();
  const ok = await logout();
  if (ok) getMessage().success(APP_MESSAGES.logoutSuccess);
  else getMessage().error(APP_MESSAGES.logoutFailed);
}

export function UserMenu({ user, onFeedback }: { user: UserInfo | null; onFeedback: () => void }) {
  const navigate = useNavigate();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'feedback') onFeedback();
    else if (key === 'logout') void logoutWithFeedback(() => navigate(paths.home));
    else if (LINKS[key]) navigate(LINKS[key]);
  };

  return (
    <Dropdown menu={{ items: ITEMS, onClick }} trigger={['hover', 'click']} placement="bottomRight" arrow>
      <AvatarButton user={user} />
    </Dropdown>
  );
}
