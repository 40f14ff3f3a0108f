// The quiet timer top right: the interview's remaining time, counted down locally from the server's figure.
import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { INTERVIEW_MESSAGES } from '../../messages';
import { formatCountdown, remainingAt } from './interview-clock';
import styles from './room.module.css';

const M = INTERVIEW_MESSAGES.room;

export function Countdown({ seconds, from }: { seconds: number; from: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingAt(seconds, from, now);
  const tone = left === 0 ? styles.timerOver : left < 60 ? styles.timerLow : '';
  return (
    <div className={`${styles.timer} ${tone}`} role="timer" aria-label={M.remaining}>
      <ClockCircleOutlined />
      <span>{formatCountdown(left)}</span>
      {left === 0 ? <span className={styles.timerNote}>{M.timeUp}</span> : null}
    </div>
  );
}
