// Short-lived secrets kept in the Kv port (reset tokens, WeChat tickets, QR codes), each usable once.
import { createHash, randomBytes } from 'node:crypto';
import type { Kv } from '../../infra/kv/kv.ts';

/** A fresh random secret, URL-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Kv keys hold a digest, never the secret itself, so a look at Redis yields nothing usable. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * Reads a value and removes it so that only one caller ever gets it, even when two processes race:
 * the `:taken` guard is set atomically by whoever comes first.
 */
export async function takeOnce(kv: Kv, key: string, guardSeconds: number): Promise<string | null> {
  const value = await kv.get(key);
  if (value === null) return null;
  if (!(await kv.setIfAbsent(`${key}:taken`, '1', guardSeconds))) return null;
  await kv.del(key);
  return value;
}
