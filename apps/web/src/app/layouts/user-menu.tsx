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
import { Badge, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/chat/hooks/use-unread-count';
import { getMessage } from '@/lib/feedback';
import { useLoginRedirect } from '@/lib/login-redirect';
import { logout } from '@/lib/logout';
import type { SessionUser } from '@/lib/session';
import { APP_MESSAGES } from '../messages';
import { AvatarButton } from './user-avatar';

const M = APP_MESSAGES.menu;

type EntryKey = 'home' | 'personal' | 'messages' | 'records' | 'resume' | 'coaching' | 'feedback';

/** The account menu of SPEC §2, shared by the avatar dropdown and the phone drawer. */
export const USER_MENU_ENTRIES: ReadonlyArray<{
  key: EntryKey;
  icon: ReactNode;
  label: string;
  /** Where it goes; none for 用户反馈, which opens a dialog. */
  to?: string;
  /** Also one of the header's nav links, so the drawer does not list it twice. */
  inNav?: boolean;
  /** Opens in a new tab (SPEC §2: the messages page is opened beside the current one). */
  newTab?: boolean;
}> = [
  { key: 'home', icon: <HomeOutlined />, label: M.home, to: paths.home, inNav: true },
  { key: 'personal', icon: <UserOutlined />, label: M.personal, to: paths.store.personal.basic },
  { key: 'messages', icon: <BellOutlined />, label: M.messages, to: paths.chat, newTab: true },
  { key: 'records', icon: <HistoryOutlined />, label: M.records, to: paths.extras.interviewHistory },
  { key: 'resume', icon: <FileTextOutlined />, label: M.resume, to: paths.store.personal.resume },
  { key: 'coaching', icon: <CompassOutlined />, label: M.coaching, to: paths.coaching, inNav: true },
  { key: 'feedback', icon: <CommentOutlined />, label: M.feedback },
];

function itemsWith(unread: number): MenuProps['items'] {
  return [
    ...USER_MENU_ENTRIES.map(({ key, icon, label }) => ({
      key,
      icon,
      label:
        key === 'messages' && unread > 0 ? (
          <span className="user-menu-messages">
            {label} <Badge count={unread} size="small" />
          </span>
        ) : (
          label
        ),
    })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: M.logout, danger: true },
  ];
}

/** The chat pages listen on their own socket (and refresh the count); elsewhere the header listens. */
function onChatPage(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return p === paths.chat || p === paths.businessChat;
}

/** Logs out and goes home; the guard is told, so it does not send the user to log in again instead. */
export async function logoutWithFeedback(goHome: () => unknown): Promise<void> {
  useLoginRedirect.getState().setLeaveTo(paths.home);
  void goHome();
  const ok = await logout();
  if (ok) getMessage().success(APP_MESSAGES.logoutSuccess);
  else getMessage().error(APP_MESSAGES.logoutFailed);
}

export function UserMenu({ user, onFeedback }: { user: SessionUser | null; onFeedback: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadCount(user, { listen: !onChatPage(pathname) });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = USER_MENU_ENTRIES.find((e) => e.key === key);
    if (key === 'feedback') onFeedback();
    else if (key === 'logout') void logoutWithFeedback(() => navigate(paths.home));
    else if (entry?.to && entry.newTab) window.open(entry.to, '_blank', 'noopener');
    else if (entry?.to) navigate(entry.to);
  };

  return (
    <Dropdown
      menu={{ items: itemsWith(unread), onClick }}
      trigger={['hover', 'click']}
      placement="bottomRight"
      arrow
    >
      <AvatarButton user={user} unread={unread} />
    </Dropdown>
  );
}
