// /m/upload?code=: the phone page of 'upload from phone'. Opened from the desktop's QR code, it may hold only
// the one-time code (no login); it picks a file or takes a photo and sends it to the desktop's session.
import { CameraOutlined, FileAddOutlined } from '@ant-design/icons';
import { UPLOAD_EXTENSIONS } from '@app/shared/uploads';
import { Button, Progress, Result, Spin, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '@/lib/mutation-error';
import { usePhoneSession, usePhoneUpload } from '../api/phone-upload';
import { PHONE_UPLOAD_MESSAGES as M } from '../messages';
import styles from './phone-upload-page.module.css';

const IMAGE_DIRS = new Set(['avatar', 'screenshot']);

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = M.pageTitle;

export default function PhoneUploadPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const session = usePhoneSession(code);
  const [percent, setPercent] = useState(0);
  const upload = usePhoneUpload(code, setPercent);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  if (!code) return <Result status="info" title={M.noCode} className={styles.page} />;
  if (session.isPending) return <Spin tip={M.checking} className={styles.page} />;
  if (session.isError)
    return <Result status="warning" title={errorText(session.error)} className={styles.page} />;
  if (upload.isSuccess) {
    return (
      <Result
        status="success"
        title={M.done}
        subTitle={`${upload.data.name} · ${M.doneHint}`}
        className={styles.page}
      />
    );
  }

  const { dir } = session.data;
  const image = IMAGE_DIRS.has(dir);
  const send = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (!file) return;
    setPercent(0);
    upload.mutate(file);
    input.value = '';
  };

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{M.heading}</h1>
        <p className={styles.intro}>{image ? M.introImage : M.intro}</p>
        <Tag color="blue" className={styles.tag}>
          {M.dirLabel[dir]}
        </Tag>
        <p className={styles.accepts}>{M.accepts[dir]}</p>
        <input
          ref={fileInput}
          className={styles.hidden}
          type="file"
          accept={UPLOAD_EXTENSIONS[dir].join(',')}
          onChange={(e) => send(e.currentTarget)}
          data-testid="phone-upload-file"
        />
        <input
          ref={cameraInput}
          className={styles.hidden}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => send(e.currentTarget)}
        />
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            block
            icon={<FileAddOutlined />}
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {upload.isPending ? M.uploading : M.pickFile}
          </Button>
          {image && (
            <Button
              size="large"
              block
              icon={<CameraOutlined />}
              disabled={upload.isPending}
              onClick={() => cameraInput.current?.click()}
            >
              {M.takePhoto}
            </Button>
          )}
        </div>
        {upload.isPending && <Progress percent={percent} />}
        {upload.isError && <Result status="error" title={M.failed} subTitle={errorText(upload.error)} />}
      </section>
    </main>
  );
}
