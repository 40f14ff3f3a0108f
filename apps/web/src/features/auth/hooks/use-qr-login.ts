// The desktop side of QR login: create a code, follow its state over the socket (polling as a fallback), collect the login.
import type { LoginResponse, QrLoginCreateResponse, QrLoginState } from '@app/shared/auth';
import { qrLoginEvent } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AppSocket, openSocket } from '@/lib/socket';
import { socketUrlOf } from '@/lib/url-of';
import { createQrLogin } from '../api/create-qr-login';
import { exchangeQrLogin } from '../api/exchange-qr-login';
import { getQrLoginStatus } from '../api/get-qr-login-status';

export type QrPhase = 'loading' | 'error' | 'exchanging' | QrLoginState;

const POLL_MS = 2_000;
const FINAL: ReadonlySet<QrPhase> = new Set(['confirmed', 'cancelled', 'expired', 'error', 'exchanging']);

export function qrSocketUrl(id: string, secret: string, location: Location = window.location): string {
  return socketUrlOf(routes.auth.qrSocket, { query: { id, secret } }, { page: location });
}

export function useQrLogin(onLogin: (response: LoginResponse) => void) {
  const [ticket, setTicket] = useState<QrLoginCreateResponse | null>(null);
  const [phase, setPhase] = useState<QrPhase>('loading');
  const [round, setRound] = useState(0);
  const onLoginRef = useRef(onLogin);
  onLoginRef.current = onLogin;

  const refresh = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    // `round` restarts everything with a new code.
    void round;
    let disposed = false;
    let current: QrPhase = 'loading';
    let socket: AppSocket<never> | null = null;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    let poll: ReturnType<typeof setInterval> | undefined;

    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };

    const stopWatching = () => {
      stopPolling();
      socket?.close();
      socket = null;
    };

    const set = (next: QrPhase) => {
      if (disposed) return;
      current = next;
      setPhase(next);
    };

    const apply = (created: QrLoginCreateResponse, next: QrLoginState) => {
      if (disposed || FINAL.has(current) || next === current) return;
      set(next);
      if (next === 'confirmed') {
        stopWatching();
        set('exchanging');
        exchangeQrLogin(created.id, created.secret).then(
          (response) => {
            if (!disposed) onLoginRef.current(response);
          },
          () => set('error'),
        );
      } else if (next === 'cancelled' || next === 'expired') {
        stopWatching();
      }
    };

    const startPolling = (created: QrLoginCreateResponse) => {
      if (poll || disposed || FINAL.has(current)) return;
      poll = setInterval(() => {
        getQrLoginStatus(created.id, created.secret).then(
          (event) => apply(created, event.state),
          () => {},
        );
      }, POLL_MS);
    };

    const connect = (created: QrLoginCreateResponse) => {
      if (typeof WebSocket === 'undefined') {
        startPolling(created);
        return;
      }
      socket = openSocket({
        url: () => qrSocketUrl(created.id, created.secret),
        inbound: qrLoginEvent,
        onMessage: (event) => apply(created, event.state),
        // The socket tells the current state as it opens, so polling may stop.
        onOpen: stopPolling,
        // While the line is down the state is polled, and the socket keeps trying to come back.
        onClose: () => {
          if (!disposed && !FINAL.has(current)) startPolling(created);
        },
      });
    };

    setTicket(null);
    set('loading');
    createQrLogin().then(
      (created) => {
        if (disposed) return;
        setTicket(created);
        set('waiting');
        connect(created);
        // The code also runs out on this side, should the server's word never arrive.
        timers.push(setTimeout(() => apply(created, 'expired'), Math.max(1, created.expires_in) * 1000));
      },
      () => set('error'),
    );

    return () => {
      disposed = true;
      for (const timer of timers) clearTimeout(timer);
      stopWatching();
    };
  }, [round]);

  return { ticket, phase, refresh };
}
