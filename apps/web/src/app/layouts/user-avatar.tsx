// The logged-in user's avatar, and the header button that holds it before and after its menu has loaded.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Badge } from 'antd';
import type { ComponentProps } from 'react';
import type { SessionUser } from '@/lib/session';
import { APP_MESSAGES } from '../messages';
import { cx } from './header-logic';

export function UserAvatar({ user, size = 36 }: { user: SessionUser | null; size?: number }) {
  return (
    <Avatar
      size={size}
      src={user?.avatar || undefined}
      icon={<UserOutlined />}
      style={{ backgroundColor: user?.avatar ? undefined : 'var(--color-primary)', flex: 'none' }}
    />
  );
}

/** Takes the props and ref a Dropdown hands its trigger, keeping its own class beside the trigger's. */
export function AvatarButton({
  user,
  unread = 0,
  className,
  ...props
}: { user: SessionUser | null; unread?: number } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={APP_MESSAGES.userMenuLabel}
      {...props}
      className={cx('plain-button', className)}
    >
      <Badge count={unread} size="small" overflowCount={99} title={APP_MESSAGES.unread(unread)}>
        <UserAvatar user={user} />
      </Badge>
    </button>
  );
}
