// 设备检查: the live (processed, mirrored) preview, the microphone meter, and what to do when a device is
// missing, refused or busy; without either the interview still runs with typed answers.
import {
  AudioOutlined,
  CheckCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
  ReloadOutlined,
  SmileOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { type FaceCheck, useFaceCheck } from '../../hooks/use-face-check';
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

const FACE_TEXT: Record<FaceCheck, string> = {
  loading: M.face.loading,
  found: M.face.found,
  'off-centre': M.face.offCentre,
  missing: M.face.missing,
  unavailable: M.face.unavailable,
};

function FaceStatus({ stream }: { stream: MediaStream | null }) {
  const { state, analysed, engine } = useFaceCheck(stream, true);
  const icon =
    state === 'loading' ? (
      <LoadingOutlined />
    ) : state === 'found' ? (
      <SmileOutlined />
    ) : (
      <ExclamationCircleFilled />
    );
  return (
    <span
      className={state === 'found' ? styles.ok : state === 'loading' ? styles.muted : styles.warn}
      data-testid="face-check"
      data-state={state}
      data-analysed={analysed}
      data-backend={engine.backend}
      data-ms={engine.ms}
    >
      {icon} {FACE_TEXT[state]}
    </span>
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
            {opening ? <Spin description={M.opening} /> : <VideoCameraOutlined />}
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
      {session?.hasVideo && <FaceStatus stream={session.output} />}
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
