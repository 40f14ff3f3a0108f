// 绑定微信 (SPEC §2 sub-dialog): scan the WeChat authorisation page as a QR code, or say binding is not offered.
import { WechatOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useAuthConfig } from '@/lib/auth-config';
import { useWechatBindUrl } from '../api/get-wechat-bind-url';
import { PERSONAL_MESSAGES } from '../messages';

const M = PERSONAL_MESSAGES.wechat;

/** WeChat sends the browser back here with ?wx_bind=ok or a message. */
export const WECHAT_BIND_RETURN = paths.store.personal.security;

export function WechatBindDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { wechat } = useAuthConfig();
  const bindUrl = useWechatBindUrl(WECHAT_BIND_RETURN, open && wechat);

  let body: ReactNode;
  if (!wechat) {
    body = (
      <Result
        icon={<WechatOutlined style={{ color: '#A8AEB8' }} />}
        title={M.unavailable}
        subTitle={M.unavailableHint}
      />
    );
  } else if (bindUrl.isError) {
    body = <Result status="warning" title={isApiError(bindUrl.error) ? bindUrl.error.msg : M.bindFailed} />;
  } else if (!bindUrl.data) {
    body = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  } else {
    body = (
      <div
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '16px 0' }}
      >
        <div style={{ padding: 12, border: '1px solid var(--color-border)', borderRadius: 12 }}>
          <QRCodeSVG value={bindUrl.data} size={180} marginSize={0} title={M.title} />
        </div>
        <p style={{ margin: 0 }}>{M.scan}</p>
        <Button type="link" href={bindUrl.data}>
          {M.open}
        </Button>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      title={M.title}
      onCancel={onClose}
      centered
      width={400}
      destroyOnHidden
      footer={<Button onClick={onClose}>{M.close}</Button>}
    >
      {body}
    </Modal>
  );
}
