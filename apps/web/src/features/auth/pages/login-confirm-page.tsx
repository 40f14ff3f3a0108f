// /m/login-confirm?id=: on a phone already logged in, approve (or refuse) the computer that shows the QR code.
import { DesktopOutlined, EnvironmentOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/mutation-error';
import { useConfirmQrLogin } from '../api/confirm-qr-login';
import { useScanQrLogin } from '../api/scan-qr-login';
import { DeviceLinkIllustration } from '../components/device-link-illustration';
import { AUTH_MESSAGES } from '../messages';
import styles from './login-confirm-page.module.css';

const M = AUTH_MESSAGES.confirm;

type Outcome = 'approved' | 'cancelled' | null;

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.loginConfirm;

export default function LoginConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() ?? '';
  const scan = useScanQrLogin();
  const confirm = useConfirmQrLogin();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const scanned = useRef<string | null>(null);

  useEffect(() => {
    if (!id || scanned.current === id) return;
    scanned.current = id;
    scan.mutate(id);
  }, [id, scan]);

  const home = (
    <Button size="large" onClick={() => navigate(paths.home)}>
      {M.home}
    </Button>
  );

  const answer = async (approve: boolean) => {
    setConfirmError(null);
    try {
      await confirm.mutateAsync({ id, approve });
      setOutcome(approve ? 'approved' : 'cancelled');
    } catch (error) {
      setConfirmError(errorText(error, M.failed));
    }
  };

  let body: ReactNode;
  if (!id) {
    body = <Result status="warning" title={M.missing} extra={home} />;
  } else if (outcome === 'approved') {
    body = <Result status="success" title={M.approved} subTitle={M.approvedHint} extra={home} />;
  } else if (outcome === 'cancelled') {
    body = <Result status="info" title={M.cancelled} subTitle={M.cancelledHint} extra={home} />;
  } else if (scan.isError) {
    body = <Result status="warning" title={errorText(scan.error, M.failed)} extra={home} />;
  } else if (!scan.data) {
    body = (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  } else if (scan.data.state === 'expired') {
    body = <Result status="warning" title={M.expired} subTitle={M.expiredHint} extra={home} />;
  } else if (scan.data.state === 'confirmed' || scan.data.state === 'cancelled') {
    body = <Result status="warning" title={M.used} subTitle={M.expiredHint} extra={home} />;
  } else {
    const request = scan.data;
    body = (
      <>
        <DeviceLinkIllustration />
        <h1 className={styles.title}>{M.title}</h1>
        <p className={styles.lead}>{M.request}</p>
        <dl className={styles.facts}>
          <div>
            <dt>
              <DesktopOutlined /> {M.device}
            </dt>
            <dd>{request.device || '—'}</dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined /> {M.ip}
            </dt>
            <dd>{request.ip || '—'}</dd>
          </div>
          <div>
            <dt>
              <FieldTimeOutlined /> {M.time}
            </dt>
            <dd>{request.created_at ? dayjs(request.created_at).format('YYYY-MM-DD HH:mm:ss') : '—'}</dd>
          </div>
        </dl>
        <p className={styles.warn}>{M.warn}</p>
        {confirmError ? (
          <p className={styles.error} role="alert">
            {confirmError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            block
            loading={confirm.isPending && confirm.variables?.approve === true}
            disabled={confirm.isPending}
            onClick={() => answer(true)}
          >
            {M.approve}
          </Button>
          <Button size="large" block disabled={confirm.isPending} onClick={() => answer(false)}>
            {M.cancel}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card}>{body}</section>
    </div>
  );
}
