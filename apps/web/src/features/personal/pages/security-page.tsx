// 账号安全 (/store/personal/security): password, phone, WeChat binding, and the devices logged in.
import { MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { maskMobile } from '@app/shared/user';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useAuthConfig } from '@/lib/auth-config';
import { useUserCenter } from '../api/get-user-center';
import { ChangePasswordForm } from '../components/change-password-card';
import { ChangePhoneDialog } from '../components/change-phone-dialog';
import { DevicesList } from '../components/devices-card';
import styles from '../components/personal.module.css';
import { QueryState } from '../components/query-state';
import { PageHeading, SectionCard } from '../components/section-card';
import { WechatBindDialog } from '../components/wechat-bind-dialog';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.security;
const W = PERSONAL_MESSAGES.wechat;

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = PERSONAL_MESSAGES.pageTitles.security;

export default function SecurityPage() {
  const center = useUserCenter();
  const { wechat } = useAuthConfig();
  const [dialog, setDialog] = useState<'phone' | 'wechat' | null>(null);
  const profile = center.data;
  const mobile = profile ? profile.mobile || profile.phone : '';

  return (
    <>
      <PageHeading title={PERSONAL_MESSAGES.pageTitles.security} intro={M.intro} />
      {profile ? (
        <div className={styles.stack}>
          <SectionCard
            title={M.passwordTitle}
            hint={profile.has_password ? M.passwordHint : M.setPasswordHint}
          >
            <ChangePasswordForm profile={profile} />
          </SectionCard>

          <SectionCard title={`${M.phoneTitle} / ${M.wechatTitle}`}>
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowLabel}>
                  <MobileOutlined /> {M.phoneTitle}
                  {mobile ? ` · ${maskMobile(mobile)}` : null}
                </span>
                <span className={styles.rowHint}>{M.phoneHint}</span>
              </div>
              <Button onClick={() => setDialog('phone')}>{mobile ? M.changePhone : M.bindPhone}</Button>
            </div>
            <div className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowLabel}>
                  <WechatOutlined /> {M.wechatTitle}{' '}
                  {wechat ? (
                    <Tag color={profile.wechat_bound ? 'green' : 'default'}>
                      {profile.wechat_bound ? W.bound : W.notBound}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.rowHint}>{wechat ? M.wechatHint : W.unavailable}</span>
              </div>
              {wechat ? (
                <Button onClick={() => setDialog('wechat')}>
                  {profile.wechat_bound ? W.rebind : W.bind}
                </Button>
              ) : null}
            </div>
          </SectionCard>

          <SectionCard title={M.devicesTitle} hint={M.devicesHint}>
            <DevicesList />
          </SectionCard>
        </div>
      ) : (
        <SectionCard title={PERSONAL_MESSAGES.pageTitles.security}>
          <QueryState error={center.isError} onRetry={() => void center.refetch()} />
        </SectionCard>
      )}
      <ChangePhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} currentMobile={mobile} />
      <WechatBindDialog open={dialog === 'wechat'} onClose={() => setDialog(null)} />
    </>
  );
}
