// Signed, expiring URLs of stored files, served by GET /api/files/* whichever store holds the bytes: the
// route checks the signature (and, for a private file, who is asking) before it streams the file or sends
// the browser on to the store's own short-lived URL.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { routes } from '@app/shared/routes';
import { SIGNED_URL_TTL_SECONDS } from './storage.ts';

/** Where GET /api/files/* (the shared routes) serves stored files. */
export const FILES_ROUTE = routes.files.file.path.replace(/\*$/, '');

export class FileUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(key: string, expiresInSeconds = SIGNED_URL_TTL_SECONDS): string {
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds;
    return `${FILES_ROUTE}${key}?e=${expires}&s=${this.signature(key, expires)}`;
  }

  /** Checks a signature from a signed URL; false when forged or expired. */
  verify(key: string, expires: number, signature: string): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < this.now()) return false;
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}
