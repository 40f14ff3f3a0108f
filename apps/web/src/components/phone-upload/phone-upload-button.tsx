// 'Upload from phone' for desktop pages: a QR code of a one-time code (10 minutes, once) for the phone page,
// and the /wxUpload/{id} socket that hears the phone's file, handed to `onUploaded` the moment it is stored.
import { MobileOutlined } from '@ant-design/icons';
import { routes } from '@app/shared/routes';
import { type PHONE_UPLOAD_DIRS, PHONE_UPLOAD_TTL_SECONDS, type QrcodeResponse } from '@app/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { getMessage } from '@/lib/feedback';
import {
  FILE_UPLOAD_COMPLETE,
  type UploadedFile,
  uploadedFileOf,
  useUploadSocket,
} from '@/lib/upload-socket';
import { PHONE_UPLOAD_TEXTS as T } from './messages';
import styles from './phone-upload.module.css';

type PhoneDir = (typeof PHONE_UPLOAD_DIRS)[number];

function createPhoneUpload(dir: PhoneDir): Promise<QrcodeResponse> {
  return api.call(routes.uploads.phoneQrcode, { query: { dir } });
}

export interface PhoneUploadButtonProps {
  dir: PhoneDir;
  /** The phone's file, stored under the desktop user's account. */
  onUploaded: (file: UploadedFile) => void;
  buttonProps?: ButtonProps;
}

export function PhoneUploadButton({ dir, onUploaded, buttonProps }: PhoneUploadButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MobileOutlined />} onClick={() => setOpen(true)} {...buttonProps}>
        {T.button}
      </Button>
      <Modal
        title={T.title}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={360}
        destroyOnHidden
      >
        {open && (
          <PhoneUploadPanel
            dir={dir}
            onUploaded={(file) => {
              setOpen(false);
              onUploaded(file);
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** The QR code and the socket, for as long as the dialog shows them. */
function PhoneUploadPanel({ dir, onUploaded }: { dir: PhoneDir; onUploaded: (file: UploadedFile) => void }) {
  const [round, setRound] = useState(0);
  const qr = useQuery({
    queryKey: ['phone-upload', dir, round],
    queryFn: () => createPhoneUpload(dir),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [expired, setExpired] = useState(false);
  const [lost, setLost] = useState(false);

  useEffect(() => {
    if (!qr.data) return;
    setExpired(false);
    setLost(false);
    const timer = setTimeout(() => setExpired(true), Math.max(0, qr.data.expires_at - Date.now()));
    return () => clearTimeout(timer);
  }, [qr.data]);

  useUploadSocket(
    qr.data && !expired ? qr.data.ws_id : null,
    {
      [FILE_UPLOAD_COMPLETE]: (data) => {
        const file = uploadedFileOf(data);
        if (!file) return;
        getMessage().success(T.received(file.name));
        onUploaded(file);
      },
    },
    ({ willRetry }) => setLost(!willRetry),
  );

  const refresh = () => setRound((n) => n + 1);
  if (qr.isError) {
    return (
      <Result status="warning" title={T.loadFailed} extra={<Button onClick={refresh}>{T.refresh}</Button>} />
    );
  }
  if (!qr.data) return <Spin className={styles.body} />;
  const done = expired || lost;
  return (
    <div className={`${styles.body} ${done ? styles.expired : ''}`}>
      <img
        className={styles.qr}
        src={qr.data.data_url}
        alt={T.title}
        data-testid="phone-upload-qr"
        data-url={qr.data.url}
      />
      <p className={styles.hint}>{T.scanHint}</p>
      {done ? (
        <>
          <p className={styles.status}>{expired ? T.expired : T.lineLost}</p>
          <Button type="primary" onClick={refresh}>
            {T.refresh}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.status}>{T.expiresIn(PHONE_UPLOAD_TTL_SECONDS / 60)}</p>
          <p className={styles.status}>{T.waiting}</p>
        </>
      )}
    </div>
  );
}
