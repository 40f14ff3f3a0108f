// The recording with its transcript in step: clicking a line seeks the video to it, and the line being spoken
// is highlighted (and kept in view) as the video plays. Without a recording the transcript stands alone.
import type { DialogueLine } from '@app/shared/interviews';
import { useEffect, useRef, useState } from 'react';
import { DOMAIN_MESSAGES } from '../messages';
import styles from './report.module.css';
import { activeLineIndex, clock } from './transcript-sync';

const M = DOMAIN_MESSAGES.report;

export function Replay({ videoUrl, dialogues }: { videoUrl: string | null; dialogues: DialogueLine[] }) {
  const video = useRef<HTMLVideoElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [playheadMs, setPlayheadMs] = useState(-1);
  const active = videoUrl ? activeLineIndex(dialogues, playheadMs) : -1;

  useEffect(() => {
    if (active < 0) return;
    const item = list.current?.children[active] as HTMLElement | undefined;
    const box = list.current;
    // Scroll the transcript box only (not the page), so reading the report is not interrupted.
    if (item && box) box.scrollTop = item.offsetTop - box.offsetTop - box.clientHeight / 3;
  }, [active]);

  const seek = (line: DialogueLine) => {
    const element = video.current;
    if (!element || line.at_ms === null) return;
    element.currentTime = line.at_ms / 1000;
    setPlayheadMs(line.at_ms);
    void element.play().catch(() => {});
  };

  return (
    <div className={videoUrl ? styles.replay : undefined}>
      {videoUrl ? (
        <div className={styles.videoBox}>
          {/* biome-ignore lint/a11y/useMediaCaption: the synced transcript beside it is the caption */}
          <video
            ref={video}
            src={videoUrl}
            controls
            preload="metadata"
            className={styles.video}
            data-testid="replay-video"
            onTimeUpdate={(e) => setPlayheadMs(e.currentTarget.currentTime * 1000)}
            onSeeked={(e) => setPlayheadMs(e.currentTarget.currentTime * 1000)}
          />
          <p className={styles.muted}>{M.replay.hint}</p>
        </div>
      ) : (
        <p className={styles.muted}>{M.replay.noVideo}</p>
      )}
      <ol ref={list} className={styles.transcript} aria-label={M.sections.transcript}>
        {dialogues.map((line, i) => {
          const seekable = videoUrl !== null && line.at_ms !== null;
          const mine = line.speaker === 'candidate';
          return (
            <li
              key={line.seq}
              className={`${styles.line} ${mine ? styles.lineMine : ''} ${i === active ? styles.lineActive : ''}`}
              aria-current={i === active ? 'true' : undefined}
            >
              <button
                type="button"
                className={styles.lineButton}
                disabled={!seekable}
                onClick={() => seek(line)}
              >
                <span className={styles.lineMeta}>
                  {mine ? M.speakers.candidate : M.speakers.interviewer}
                  {line.at_ms !== null ? ` · ${clock(line.at_ms)}` : ''}
                </span>
                <span className={styles.bubble}>{line.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
