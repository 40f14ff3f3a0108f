// 登录设备: every session of the account, the current one marked 当前设备, each with 下线.
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import type { DeviceItem } from '@app/shared/user';
import { Button, Popconfirm, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage } from '@/lib/feedback';
import { useLoginRedirect } from '@/lib/login-redirect';
import { reportMutationError } from '@/lib/mutation-error';
import { useSession } from '@/lib/session';
import { useDevices } from '../api/get-devices';
import { useLogoutDevice } from '../api/logout-device';
import { PERSONAL_MESSAGES } from '../messages';
import { QueryState } from './query-state';
import styles from './security.module.css';

const M = PERSONAL_MESSAGES.security;
const PHONE_PATTERN = /iphone|android|mobile|harmony|手机/i;

function DeviceRow({ device }: { device: DeviceItem }) {
  const navigate = useNavigate();
  const logout = useLogoutDevice();

  const onLogout = async () => {
    try {
      await logout.mutateAsync(device.id);
      if (device.current) {
        // This browser's own session ended: forget it here too, and go home like a logout.
        useLoginRedirect.getState().setLeaveTo(paths.home);
        void navigate(paths.home, { replace: true });
        useSession.getState().clear();
        getMessage().info(M.loggedOutCurrent);
      } else {
        getMessage().success(M.loggedOutDevice);
      }
    } catch (error) {
      reportMutationError(error, PERSONAL_MESSAGES.saveFailed);
    }
  };

  return (
    <li className={styles.device} data-current={device.current || undefined}>
      <span className={styles.deviceIcon}>
        {PHONE_PATTERN.test(device.device) ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className={styles.deviceMain}>
        <div className={styles.deviceName}>
          <span>{device.device || '—'}</span>
          {device.current ? <Tag color="green">{M.current}</Tag> : null}
        </div>
        <span className={styles.deviceMeta}>
          <span>
            {M.ip} {device.ip || '—'}
          </span>
          <span>
            {M.lastActive} {dayjs(device.last_used_at).format('YYYY-MM-DD HH:mm')}
          </span>
          <span className={styles.wideOnly}>
            {M.loginAt} {dayjs(device.created_at).format('YYYY-MM-DD HH:mm')}
          </span>
        </span>
      </div>
      <Popconfirm
        title={M.logoutDeviceConfirm}
        okText={PERSONAL_MESSAGES.confirm}
        cancelText={PERSONAL_MESSAGES.cancel}
        onConfirm={onLogout}
      >
        <Button danger={!device.current} loading={logout.isPending}>
          {M.logoutDevice}
        </Button>
      </Popconfirm>
    </li>
  );
}

export function DevicesList() {
  const devices = useDevices();
  if (!devices.data) {
    return devices.isError ? (
      <QueryState error onRetry={() => void devices.refetch()} />
    ) : (
      <Skeleton active paragraph={{ rows: 3 }} />
    );
  }
  if (devices.data.length === 0) return <p className={styles.none}>{M.noDevices}</p>;
  // The current device first, then the most recently used.
  const sorted = [...devices.data].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
  );
  return (
    <ul className={styles.devices}>
      {sorted.map((device) => (
        <DeviceRow key={device.id} device={device} />
      ))}
    </ul>
  );
}
