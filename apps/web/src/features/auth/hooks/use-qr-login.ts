// The desktop side of QR login: create a code, follow its state over the socket (polling as a fallback), collect the login.
import type { LoginResponse, QrLoginCreateResponse, QrLoginState } from '@app/shared/auth';
import { QR_LOGIN_STATES } from '@app/shared/auth';
import { HEARTBEAT_MS } from '@app/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrLogin } from '../api/create-qr-login';
import { exchangeQrLogin } from '../api/exchange-qr-login';
import { getQrLoginStatus } from '../api/get-qr-login-status';

export type QrPhase = 'loading' | 'error' | 'exchanging' | QrLoginState;

const POLL_MS = 2_000;
const FINAL: ReadonlySet<QrPhase> = new Set(['confirmed', 'cancelled', 'expired', 'error', 'exchanging']);

function parseState(raw: unknown): QrLoginState | undefined {
  try {
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!data || typeof data !== 'object' || !('state' in data)) return undefined;
    const state = (data as { state: unknown }).state;
    return QR_LOGIN_STATES.find((s) => s === state);
  } catch {
    return undefined;
  }
}

export function qrSocketUrl(id: string, secret: string, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ id, secret });
  return `${protocol}//${location.host}/api/login/qrcode/socket?${query}`;
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
    let socket: WebSocket | null = null;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;

    const stopWatching = () => {
      if (heartbeat) clearInterval(heartbeat);
      if (poll) clearInterval(poll);
      heartbeat = undefined;
      poll = undefined;
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
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
      try {
        socket = new WebSocket(qrSocketUrl(created.id, created.secret));
      } catch {
        startPolling(created);
        return;
      }
      socket.onmessage = (event) => {
        const next = parseState(event.data);
        if (next) apply(created, next);
      };
      socket.onopen = () => {
        heartbeat = setInterval(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'heartbeat' }));
        }, HEARTBEAT_MS);
      };
      // A socket that fails or drops before the end hands over to polling.
      socket.onclose = () => {
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = undefined;
        if (!disposed && !FINAL.has(current)) startPolling(created);
      };
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
