// QR login on the desktop: the live state over the socket, expiry and refresh, the polling fallback, the login.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginRedirect } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';

const user = userEvent.setup({ pointerEventsCheck: 0 });

class FakeSocket {
  static instances: FakeSocket[] = [];
  static waiting: Array<(socket: FakeSocket) => void> = [];
  /** The next socket the page dials. */
  static next(): Promise<FakeSocket> {
    return new Promise((resolve) => FakeSocket.waiting.push(resolve));
  }
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    for (const resolve of FakeSocket.waiting.splice(0)) resolve(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    act(() => this.onopen?.());
  }
  push(state: string) {
    act(() => this.onmessage?.({ data: JSON.stringify({ state }) }));
  }
  /** The line goes down (1006: no close frame). */
  drop() {
    this.readyState = FakeSocket.CLOSED;
    act(() => this.onclose?.({ code: 1006 }));
  }
}

const LOGIN = { token: 'tok-qr', name: '小明', avatar: '', account: 'demo', expires_in: 604800 };
let server: ReturnType<typeof fakeApi>;
let created = 0;
let status = 'waiting';
let statusPolled: (() => void) | undefined;
/** Resolves at the page's next status poll. */
const nextPoll = () =>
  new Promise<void>((resolve) => {
    statusPolled = resolve;
  });

beforeEach(() => {
  useSession.getState().clear();
  useLoginRedirect.getState().set(null);
  FakeSocket.instances = [];
  FakeSocket.waiting = [];
  statusPolled = undefined;
  created = 0;
  status = 'waiting';
  vi.stubGlobal('WebSocket', FakeSocket);
  server = fakeApi({
    'GET /api/auth/config': () => ok({ wechat: false, sms_outbox: false }),
    'POST /api/login/qrcode/create': () => {
      created += 1;
      return ok({
        id: `q${created}`,
        secret: `s${created}`,
        url: `http://localhost/m/login-confirm?id=q${created}`,
        expires_in: 120,
      });
    },
    'GET /api/login/qrcode/status': () => {
      statusPolled?.();
      return ok({ state: status });
    },
    'POST /api/login/qrcode/exchange': () => ok(LOGIN),
    'GET /api/user/info': () => ok({ id: 7, nickname: '小明', account: 'demo' }),
  });
});

afterEach(() => {
  server.restore();
  vi.unstubAllGlobals();
});

/** The page's socket, once dialled, opened. */
async function socket(): Promise<FakeSocket> {
  const last = FakeSocket.instances.at(-1) ?? (await FakeSocket.next());
  last.open();
  return last;
}

describe('QR login', () => {
  it('draws the code, follows the socket to 请在手机上确认登录, and logs in once confirmed', async () => {
    const app = renderRoutes('/store/entry/loginQRCode?redirect=%2Fdemo');
    const ws = await socket();
    expect(ws.url).toBe('ws://localhost:3000/api/login/qrcode/socket?id=q1&secret=s1');
    await waitFor(() => expect(document.querySelector('[data-qr-state="waiting"] svg')).toBeTruthy());

    ws.push('scanned');
    expect(await screen.findByText('请在手机上确认登录')).toBeTruthy();

    ws.push('confirmed');
    await waitFor(() => expect(app.where()).toBe('/demo'));
    expect(server.calls('POST /api/login/qrcode/exchange')[0]?.body).toEqual({ id: 'q1', secret: 's1' });
    expect(useSession.getState().hasToken).toBe(true);
    expect(await screen.findByText('登录成功，欢迎回来')).toBeTruthy();
  });

  it('greys an expired code with 二维码已过期 and makes a new one on 刷新', async () => {
    renderRoutes('/store/entry/loginQRCode');
    const ws = await socket();
    ws.push('expired');
    expect(await screen.findByText('二维码已过期')).toBeTruthy();
    expect(document.querySelector('[data-qr-state="expired"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(created).toBe(2));
    await waitFor(() => expect(document.querySelector('[data-qr-state="waiting"]')).toBeTruthy());
    expect(FakeSocket.instances.at(-1)?.url).toContain('id=q2');
  });

  it('sends a heartbeat every 30 s while the socket is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderRoutes('/store/entry/loginQRCode');
      const ws = await socket();
      act(() => vi.advanceTimersByTime(30_000));
      expect(ws.sent).toEqual([JSON.stringify({ type: 'heartbeat' })]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to polling the status when the socket drops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderRoutes('/store/entry/loginQRCode');
      const ws = await socket();
      status = 'scanned';
      ws.drop();
      const polled = nextPoll();
      act(() => vi.advanceTimersByTime(2_000));
      await polled;
      expect(await screen.findByText('请在手机上确认登录')).toBeTruthy();
      expect(server.calls('GET /api/login/qrcode/status').map((call) => call.params)).toEqual([
        { id: 'q1', secret: 's1' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnects after a drop, and stops polling once the socket is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderRoutes('/store/entry/loginQRCode');
      const first = await socket();
      const redial = FakeSocket.next();
      first.drop();
      const polled = nextPoll();
      act(() => vi.advanceTimersByTime(2_000));
      await polled;
      // The retry dials again after a back-off of up to a second.
      const second = await redial;
      expect(second.url).toBe(first.url);
      second.open();
      act(() => vi.advanceTimersByTime(10_000));
      second.push('scanned');
      expect(await screen.findByText('请在手机上确认登录')).toBeTruthy();
      expect(server.calls('GET /api/login/qrcode/status')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the socket for good when the page is left', async () => {
    const app = renderRoutes('/store/entry/loginQRCode');
    const ws = await socket();
    app.unmount();
    expect(ws.closedWith).toBe(1000);
    ws.drop();
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
