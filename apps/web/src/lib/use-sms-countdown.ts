// The resend countdown of one mobile, ticking each second and surviving reloads (SPEC §4 SMS timer).
import { useCallback, useEffect, useState } from 'react';
import { smsSecondsLeft, startSmsCountdown } from './sms';

export function useSmsCountdown(mobile: string | undefined): {
  secondsLeft: number;
  start: (seconds?: number) => void;
} {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = smsSecondsLeft(mobile, now);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (seconds?: number) => {
      if (!mobile) return;
      startSmsCountdown(mobile, seconds);
      setNow(Date.now());
    },
    [mobile],
  );

  return { secondsLeft, start };
}
