// QR login: the desktop shows a code of a product page; a phone logged in as the user scans and confirms it.
// State lives in the Kv port and changes go out on pub/sub, so any server process can serve any step.
import { timingSafeEqual } from 'node:crypto';
import {
  type LoginResponse,
  type LoginScene,
  QR_LOGIN_TTL_SECONDS,
  type QrLoginCreateResponse,
  type QrLoginState,
} from '@app/shared/auth';
import type { AuthContext } from '../../http/auth.ts';
import { BusinessError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import type { PubSub } from '../../infra/pubsub/pubsub.ts';
import { findUserById, type TokenClient } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { digest, randomSecret, takeOnce } from './one-time.ts';
import { isOnSide, loginAs } from './service.ts';

export interface QrDeps {
  db: Db;
  kv: Kv;
  pubsub: PubSub;
}

export const QR_LIMITS = {
  ttlSeconds: QR_LOGIN_TTL_SECONDS,
  /** Once confirmed, the desktop has at least this long to collect its token. */
  exchangeGraceSeconds: 60,
  createsPerIp: 60,
  createWindowSeconds: 600,
} as const;

/** What is kept per code. `userId` is the phone's user from the scan on; `expires_at` in ms. */
export interface QrRecord {
  secretHash: string;
  state: Exclude<QrLoginState, 'expired'>;
  /** Which kind of account may confirm: a job seeker's code (`user`) or a recruiter's (`business`). */
  scene: LoginScene;
  userId?: number;
  device: string;
  ip: string;
  created_at: string;
  expires_at: number;
}

export const QR_KEYS = {
  record: (id: string) => `qr:${id}`,
  channel: (id: string) => `qr:${id}`,
};

/** Codes created per address: each keeps a record in the Kv. */
export const QR_CREATE_RULE = {
  name: 'qr:create',
  limit: QR_LIMITS.createsPerIp,
  windowSeconds: QR_LIMITS.createWindowSeconds,
} as const;

const TERMINAL_STATES: ReadonlySet<QrLoginState> = new Set(['confirmed', 'cancelled', 'expired']);
export const isTerminal = (state: QrLoginState) => TERMINAL_STATES.has(state);

/** The code's record, or null when it never existed or its time is up. */
export async function loadQr(kv: Kv, id: string): Promise<QrRecord | null> {
  const raw = await kv.get(QR_KEYS.record(id));
  if (!raw) return null;
  const record = JSON.parse(raw) as QrRecord;
  return record.expires_at > Date.now() ? record : null;
}

async function saveQr(deps: QrDeps, id: string, record: QrRecord): Promise<void> {
  const ttl = Math.ceil((record.expires_at - Date.now()) / 1000);
  if (ttl <= 0) throw new BusinessError(AUTH_MESSAGES.qrExpired);
  await deps.kv.set(QR_KEYS.record(id), JSON.stringify(record), ttl);
  await deps.pubsub.publish(QR_KEYS.channel(id), JSON.stringify({ state: record.state }));
}

function secretMatches(record: QrRecord, secret: string): boolean {
  const a = Buffer.from(digest(secret));
  const b = Buffer.from(record.secretHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createQrLogin(
  deps: QrDeps,
  input: { origin: string; device: string; ip: string; scene?: LoginScene | undefined },
): Promise<QrLoginCreateResponse> {
  await rateLimiter(deps.kv, QR_CREATE_RULE).consume(input.ip, AUTH_MESSAGES.qrTooMany);
  const id = randomSecret(16);
  const secret = randomSecret(32);
  const now = Date.now();
  const record: QrRecord = {
    secretHash: digest(secret),
    state: 'waiting',
    scene: input.scene ?? 'user',
    device: input.device,
    ip: input.ip,
    created_at: new Date(now).toISOString(),
    expires_at: now + QR_LIMITS.ttlSeconds * 1000,
  };
  await deps.kv.set(QR_KEYS.record(id), JSON.stringify(record), QR_LIMITS.ttlSeconds);
  return {
    id,
    secret,
    url: `${input.origin}/m/login-confirm?id=${encodeURIComponent(id)}`,
    expires_in: QR_LIMITS.ttlSeconds,
  };
}

/** Whether a watcher may follow the code: 'forbidden' for a wrong secret, 'gone' when expired or unknown. */
export async function qrAccess(
  deps: QrDeps,
  id: string,
  secret: string,
): Promise<'ok' | 'gone' | 'forbidden'> {
  const record = await loadQr(deps.kv, id);
  if (!record) return 'gone';
  return secretMatches(record, secret) ? 'ok' : 'forbidden';
}

/** The state by polling (the socket's fallback): an unknown or timed-out code reads as expired. */
export async function qrStatus(deps: QrDeps, id: string, secret: string): Promise<QrLoginState> {
  const record = await loadQr(deps.kv, id);
  if (!record) return 'expired';
  if (!secretMatches(record, secret)) throw new BusinessError(AUTH_MESSAGES.qrInvalid);
  return record.state;
}

function refuseUsed(record: QrRecord, userId: number): never {
  if (record.state === 'cancelled') throw new BusinessError(AUTH_MESSAGES.qrCancelled);
  if (record.state === 'confirmed') throw new BusinessError(AUTH_MESSAGES.qrUsed);
  if (record.state === 'waiting') throw new BusinessError(AUTH_MESSAGES.qrNotScanned);
  if (record.userId !== userId) throw new BusinessError(AUTH_MESSAGES.qrScannedByOther);
  throw new BusinessError(AUTH_MESSAGES.qrInvalid);
}

type Caller = Pick<AuthContext, 'userId' | 'userType'>;

/** A job seeker's code is confirmed by a job seeker's account only, a recruiter's by a recruiter's. */
function assertKind(record: QrRecord, caller: Caller): void {
  if (isOnSide(caller.userType, record.scene)) return;
  throw new BusinessError(
    record.scene === 'business' ? AUTH_MESSAGES.qrForBusiness : AUTH_MESSAGES.qrForSeekers,
  );
}

/** The phone scanned the code: it learns where the login request comes from. */
export async function scanQr(deps: QrDeps, id: string, caller: Caller) {
  const { userId } = caller;
  const record = await loadQr(deps.kv, id);
  if (!record) throw new BusinessError(AUTH_MESSAGES.qrExpired);
  assertKind(record, caller);
  const rescan = record.state === 'scanned' && record.userId === userId;
  if (record.state !== 'waiting' && !rescan) refuseUsed(record, userId);
  if (!rescan) await saveQr(deps, id, { ...record, state: 'scanned', userId });
  return { state: 'scanned' as const, device: record.device, ip: record.ip, created_at: record.created_at };
}

/** The phone approves (the desktop may collect a token for this user) or cancels. */
export async function confirmQr(
  deps: QrDeps,
  id: string,
  caller: Caller,
  approve: boolean,
): Promise<{ state: QrLoginState }> {
  const { userId } = caller;
  const record = await loadQr(deps.kv, id);
  if (!record) throw new BusinessError(AUTH_MESSAGES.qrExpired);
  // Checked again here, not only at scan: the confirm call is what lets the desktop in.
  assertKind(record, caller);
  if (record.state !== 'scanned' || record.userId !== userId) refuseUsed(record, userId);
  const next: QrRecord = approve
    ? {
        ...record,
        state: 'confirmed',
        expires_at: Math.max(record.expires_at, Date.now() + QR_LIMITS.exchangeGraceSeconds * 1000),
      }
    : { ...record, state: 'cancelled' };
  await saveQr(deps, id, next);
  return { state: next.state };
}

/** The desktop collects a new token for the confirming user, exactly once; then the code is gone. */
export async function exchangeQr(
  deps: QrDeps,
  id: string,
  secret: string,
  client: TokenClient,
): Promise<LoginResponse> {
  const record = await loadQr(deps.kv, id);
  if (!record) throw new BusinessError(AUTH_MESSAGES.qrExpired);
  if (!secretMatches(record, secret)) throw new BusinessError(AUTH_MESSAGES.qrInvalid);
  if (record.state === 'cancelled') throw new BusinessError(AUTH_MESSAGES.qrCancelled);
  if (record.state !== 'confirmed' || record.userId === undefined) {
    throw new BusinessError(AUTH_MESSAGES.qrWaitConfirm);
  }
  if (!(await takeOnce(deps.kv, QR_KEYS.record(id), QR_LIMITS.ttlSeconds + QR_LIMITS.exchangeGraceSeconds))) {
    throw new BusinessError(AUTH_MESSAGES.qrExpired);
  }
  const user = await findUserById(deps.db, record.userId);
  if (!user) throw new BusinessError(AUTH_MESSAGES.accountGone);
  return loginAs(deps.db, user, client);
}
