// Upload sessions of 'upload from phone': the desktop's session id (its /wxUpload/{id} socket) and the
// one-time code its QR code carries, both in the key-value store so every process sees them, for 10 minutes.
import { randomBytes } from 'node:crypto';
import { type PHONE_UPLOAD_DIRS, PHONE_UPLOAD_MESSAGES, PHONE_UPLOAD_TTL_SECONDS } from '@app/shared/uploads';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import type { Kv } from '../../infra/kv/kv.ts';

type PhoneDir = (typeof PHONE_UPLOAD_DIRS)[number];

const session = z.object({
  userId: z.number().int(),
  wsId: z.string(),
  dir: z.string(),
  expiresAt: z.number(),
});
export type UploadSession = z.infer<typeof session> & { dir: PhoneDir };

const KEYS = {
  code: (code: string) => `upload:code:${code}`,
  /** Set when a code is used: the one-time guard (set-if-absent is atomic on every backend). */
  used: (code: string) => `upload:code-used:${code}`,
  ws: (wsId: string) => `upload:ws:${wsId}`,
};

function parse(raw: string | null): UploadSession | null {
  if (!raw) return null;
  const parsed = session.safeParse(JSON.parse(raw));
  if (!parsed.success || parsed.data.expiresAt <= Date.now()) return null;
  return parsed.data as UploadSession;
}

/** A new session for the desktop of `userId`: its socket id and the one-time code of its QR code. */
export async function createUploadSession(
  kv: Kv,
  userId: number,
  dir: PhoneDir,
  now = Date.now(),
): Promise<{ wsId: string; code: string; expiresAt: number }> {
  const wsId = randomBytes(16).toString('hex');
  const code = randomBytes(24).toString('base64url');
  const expiresAt = now + PHONE_UPLOAD_TTL_SECONDS * 1000;
  const value = JSON.stringify({ userId, wsId, dir, expiresAt });
  await kv.set(KEYS.ws(wsId), value, PHONE_UPLOAD_TTL_SECONDS);
  await kv.set(KEYS.code(code), value, PHONE_UPLOAD_TTL_SECONDS);
  return { wsId, code, expiresAt };
}

/** The caller's live session by its socket id; 404 when there is none, it expired or it is someone else's. */
export async function ownSession(kv: Kv, userId: number, wsId: string): Promise<UploadSession> {
  const found = parse(await kv.get(KEYS.ws(wsId)));
  if (!found || found.userId !== userId) throw new NotFoundError(PHONE_UPLOAD_MESSAGES.sessionNotFound);
  return found;
}

/** The session behind a code not used yet (the phone page asks before the upload). */
export async function sessionOfCode(kv: Kv, code: string): Promise<UploadSession> {
  const found = parse(await kv.get(KEYS.code(code)));
  if (!found || (await kv.get(KEYS.used(code))) !== null) {
    throw new NotFoundError(PHONE_UPLOAD_MESSAGES.codeInvalid);
  }
  return found;
}

/**
 * Uses the code up for one upload: `run` gets the session; when it fails (a wrong file) the code works again,
 * when it succeeds the code is gone. Two phones racing with one code: only one gets past the guard.
 */
export async function withCode<T>(kv: Kv, code: string, run: (s: UploadSession) => Promise<T>): Promise<T> {
  const found = await sessionOfCode(kv, code);
  const ttl = Math.max(1, Math.ceil((found.expiresAt - Date.now()) / 1000));
  if (!(await kv.setIfAbsent(KEYS.used(code), '1', ttl))) {
    throw new NotFoundError(PHONE_UPLOAD_MESSAGES.codeInvalid);
  }
  let result: T;
  try {
    result = await run(found);
  } catch (err) {
    await kv.del(KEYS.used(code));
    throw err;
  }
  await kv.del(KEYS.code(code));
  return result;
}
