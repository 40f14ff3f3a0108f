// The candidate's processed camera picture, mirrored as people expect of their own image (the recording is not).
import { useEffect, useRef } from 'react';
import styles from './camera.module.css';

export function CameraPreview({ stream, className }: { stream: MediaStream | null; className?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      className={[styles.preview, className].filter(Boolean).join(' ')}
      autoPlay
      muted
      playsInline
      data-testid="camera-preview"
    />
  );
}
