// 设备检查: the live (processed, mirrored) preview, the microphone meter, and what to do when a device is
// missing, refused or busy; without either the interview still runs with typed answers.
import { AudioOutlined, CheckCircleFilled, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import { CameraPreview } from '../camera/camera-preview';
import type { CameraSession } from '../camera/camera-session';
import type { DeviceProblem } from '../camera/devices';
import { MicMeter } from '../camera/mic-meter';
import styles from './prepare-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.prepare;

function ProblemAlert({ problem, device }: { problem: DeviceProblem; device: string }) {
  const text = M.problems[problem];
  return (
    <Alert
      type={problem === 'denied' ? 'error' : 'warning'}
      showIcon
      title={`${device}：${text.title}`}
      description={text.detail}
      data-testid={`device-problem-${problem}`}
    />
  );
}

export function DeviceCheck({
  session,
  opening,
  onRetry,
}: {
  session: CameraSession | null;
  opening: boolean;
  onRetry: () => void;
}) {
  const cameraProblem = session?.cameraProblem ?? null;
  const micProblem = session?.micProblem ?? null;
  // One alert when both failed for the same reason (a refused permission is one decision).
  const sameProblem = cameraProblem && cameraProblem === micProblem;

  return (
    <section className={styles.card} aria-labelledby="device-title">
      <div className={styles.cardHead}>
        <h2 id="device-title" className={styles.cardTitle}>
          {M.deviceTitle}
        </h2>
        <Button icon={<ReloadOutlined />} onClick={onRetry} disabled={opening}>
          {M.retry}
        </Button>
      </div>
      <div className={styles.previewBox}>
        {session?.hasVideo ? (
          <CameraPreview stream={session.output} />
        ) : (
          <div className={styles.previewEmpty}>
            {opening ? <Spin tip={M.opening}>{null}</Spin> : <VideoCameraOutlined />}
          </div>
        )}
      </div>
      {opening && !session && <p className={styles.muted}>{M.opening}</p>}
      {session && (
        <div className={styles.deviceStatus}>
          {session.hasVideo && (
            <span className={styles.ok}>
              <CheckCircleFilled /> {M.cameraOk}
            </span>
          )}
          {session.hasAudio && (
            <span className={styles.ok}>
              <CheckCircleFilled /> {M.micOk}
            </span>
          )}
        </div>
      )}
      {session?.hasAudio && (
        <div className={styles.micRow}>
          <AudioOutlined />
          <MicMeter stream={session.output} label={M.micLevel} />
          <span className={styles.muted}>{M.micHint}</span>
        </div>
      )}
      {sameProblem ? (
        <ProblemAlert problem={cameraProblem} device={`${M.cameraMissing}、${M.micMissing}`} />
      ) : (
        <>
          {cameraProblem && <ProblemAlert problem={cameraProblem} device={M.cameraMissing} />}
          {micProblem && <ProblemAlert problem={micProblem} device={M.micMissing} />}
        </>
      )}
      {session && (cameraProblem || micProblem) && <Alert type="info" showIcon title={M.textOnly} />}
    </section>
  );
}
