// The transcript as dialogue lines prefixed [面试官]/[候选人] (SPEC §3), in a side panel that folds away.
import type { DialogueLine } from '@app/shared/interviews';
import { useEffect, useRef } from 'react';
import { INTERVIEW_MESSAGES } from '../../messages';
import { transcriptLine } from '../../store';
import styles from './room.module.css';

const M = INTERVIEW_MESSAGES.room;

export function TranscriptPanel({ lines, streaming }: { lines: DialogueLine[]; streaming: string }) {
  const box = useRef<HTMLDivElement>(null);
  const count = lines.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line is added or grows
  useEffect(() => {
    // Only the panel scrolls (scrollIntoView would move the whole page too).
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, streaming]);
  return (
    <div className={styles.transcript} aria-live="polite" ref={box}>
      {lines.length === 0 && !streaming ? (
        <p className={styles.transcriptEmpty}>{M.transcriptEmpty}</p>
      ) : null}
      {lines.map((line) => (
        <p
          key={`${line.speaker}-${line.seq}`}
          className={line.speaker === 'interviewer' ? styles.lineInterviewer : styles.lineCandidate}
        >
          {transcriptLine(line)}
        </p>
      ))}
      {streaming ? (
        <p className={styles.lineInterviewer}>
          {transcriptLine({ speaker: 'interviewer', text: streaming })}
        </p>
      ) : null}
    </div>
  );
}
