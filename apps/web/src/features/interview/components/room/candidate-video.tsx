// The candidate's own camera, mirrored like a mirror; counts the preview's frames per second (data-fps) so a
// browser test can check the page stays smooth while the face model runs.
import { VideoCameraOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { INTERVIEW_MESSAGES } from '../../messages';
import styles from './room.module.css';

const M = INTERVIEW_MESSAGES.room;

export function CandidateVideo({ stream, recording }: { stream: MediaStream | null; recording: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const hasVideo = Boolean(stream && stream.getVideoTracks().length > 0);

  useEffect(() => {
    const el = video.current;
    if (!el || !stream || !hasVideo) return;
    el.srcObject = stream;
    void el.play().catch(() => {});
    let frames = 0;
    let since = performance.now();
    let handle = 0;
    let stopped = false;
    const onFrame = () => {
      if (stopped) return;
      frames++;
      const now = performance.now();
      if (now - since >= 2000) {
        el.dataset.fps = ((frames * 1000) / (now - since)).toFixed(1);
        frames = 0;
        since = now;
      }
      handle = el.requestVideoFrameCallback(onFrame);
    };
    if ('requestVideoFrameCallback' in el) handle = el.requestVideoFrameCallback(onFrame);
    return () => {
      stopped = true;
      if ('cancelVideoFrameCallback' in el) el.cancelVideoFrameCallback(handle);
      el.srcObject = null;
    };
  }, [stream, hasVideo]);

  return (
    <div className={styles.camera}>
      {hasVideo ? (
        <video ref={video} className={styles.video} muted playsInline data-testid="candidate-video" />
      ) : (
        <div className={styles.cameraOff}>
          <VideoCameraOutlined />
          <span>{M.cameraOff}</span>
        </div>
      )}
      {recording ? (
        <span className={styles.recBadge}>
          <span className={styles.recDot} />
          {M.recording}
        </span>
      ) : null}
    </div>
  );
}
