// 扫码登录: the QR of this product's confirm page, its live state ('scanned', 'expired'…), and the login once confirmed.
import { CheckCircleFilled, ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@app/shared/auth';
import { Button, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { BRAND } from '@/config/brand';
import { useQrLogin } from '../hooks/use-qr-login';
import { AUTH_MESSAGES } from '../messages';
import styles from './qr-login-panel.module.css';

const M = AUTH_MESSAGES.qr;

export function QrLoginPanel({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const { ticket, phase, refresh } = useQrLogin(onLoggedIn);
  const dead = phase === 'expired' || phase === 'cancelled' || phase === 'error';
  const deadText = phase === 'expired' ? M.expired : phase === 'cancelled' ? M.cancelled : M.failed;

  return (
    <div className={styles.panel} data-qr-state={phase}>
      <div className={`${styles.frame} ${dead ? styles.dead : ''}`}>
        {ticket ? (
          <QRCodeSVG
            value={ticket.url}
            size={188}
            level="M"
            marginSize={0}
            title={M.title}
            imageSettings={{ src: BRAND.logoDataUri, width: 36, height: 36, excavate: true }}
            className={styles.code}
          />
        ) : (
          <div className={styles.placeholder}>
            {phase === 'loading' ? <Spin description={M.loading} /> : null}
          </div>
        )}

        {phase === 'scanned' || phase === 'confirmed' || phase === 'exchanging' ? (
          <div className={styles.overlay} role="status">
            <CheckCircleFilled className={styles.okIcon} />
            <strong>{phase === 'scanned' ? M.scanned : M.loggingIn}</strong>
            {phase === 'scanned' ? <span className={styles.overlayHint}>{M.scannedHint}</span> : null}
          </div>
        ) : null}

        {dead ? (
          <div className={styles.overlay} role="alert">
            <ExclamationCircleOutlined className={styles.deadIcon} />
            <strong>{deadText}</strong>
            <Button type="primary" icon={<ReloadOutlined />} onClick={refresh}>
              {M.refresh}
            </Button>
          </div>
        ) : null}
      </div>
      <p className={styles.hint}>{M.hint}</p>
      <p className={styles.subHint}>{M.subHint}</p>
    </div>
  );
}
