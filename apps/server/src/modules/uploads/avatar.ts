// Avatars get a URL that never expires (signed storage URLs do): /api/upload/avatar/{userId}/{file},
// which redirects to a fresh signed URL. users.avatar stores that stable form.
import { routes } from '@app/shared/routes';
import type { Db } from '../../infra/db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { findOwnedFileByKey, liveFileExists } from './repo.ts';

export const AVATAR_ROUTE = routes.uploads.avatar.path.replace(':userId/:name', '');

/** `avatar/{userId}/{random}.{ext}` anywhere at the end of a path: storage, signed or stable URL. */
const AVATAR_KEY = /(?:^|\/)(avatar\/(\d+)\/[A-Za-z0-9_-]{8,64}\.(?:png|jpe?g|gif|webp))$/;

export function avatarUrlOf(storageKey: string): string {
  return `${AVATAR_ROUTE}${storageKey.slice('avatar/'.length)}`;
}

/** The storage key an avatar URL handed out by this server points at, with the uploader's id. */
export function avatarKeyOf(url: string): { key: string; userId: number } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return null;
  }
  const match = AVATAR_KEY.exec(pathname);
  return match ? { key: match[1]!, userId: Number(match[2]) } : null;
}

/**
 * The stable URL to store for an avatar the user sends back: the upload's `url` (signed) or the stable
 * URL itself. Null unless it names a live avatar this very user uploaded.
 */
export async function resolveOwnAvatar(db: Db, userId: number, url: string): Promise<string | null> {
  const found = avatarKeyOf(url);
  if (!found || found.userId !== userId) return null;
  const file = await findOwnedFileByKey(db, userId, 'avatar', found.key);
  return file ? avatarUrlOf(file.storageKey) : null;
}

/** Where a stable avatar URL leads now: a fresh signed URL, or null when there is no such live avatar. */
export async function signedAvatarUrl(
  deps: { db: Db; storage: Storage },
  userId: number,
  name: string,
): Promise<string | null> {
  const key = `avatar/${userId}/${name}`;
  if (!(await liveFileExists(deps.db, 'avatar', key))) return null;
  return deps.storage.signedUrl(key);
}
