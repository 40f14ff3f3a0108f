// A live microphone level bar (Web Audio), updated on animation frames without re-rendering React; decorative
// (the words beside it say what to do), its level readable in `data-level` for tests.
import { useEffect, useRef } from 'react';
import styles from './camera.module.css';
import { createLevelMeter } from './mic-level';

export function MicMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!stream) return;
    const meter = createLevelMeter(stream);
    if (!meter) return;
    let frame = 0;
    let shown = 0;
    const tick = () => {
      // Rise at once, fall gently, as level meters do.
      const level = meter.level();
      shown = level > shown ? level : shown * 0.9 + level * 0.1;
      const percent = Math.round(shown * 100);
      if (bar.current) bar.current.style.width = `${percent}%`;
      track.current?.setAttribute('data-level', String(percent));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      meter.stop();
    };
  }, [stream]);

  return (
    <div
      ref={track}
      className={styles.meter}
      title={label}
      aria-hidden="true"
      data-level={0}
      data-testid="mic-meter"
    >
      <div ref={bar} className={styles.meterBar} />
    </div>
  );
}
