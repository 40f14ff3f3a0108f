// Files a user uploaded, found again by the url the upload handed out: the parsed text of a resume or JD
// (the interviewer reads it, never the file) and the screenshots an interview keeps.
import type { Db } from '../../infra/db/client.ts';
import { findOwnedFileByKey } from './repo.ts';
import type { FileDir } from './tables.ts';

/** `{dir}/{userId}/{random}.{ext}` at the end of a path: a signed url, a storage url or the key itself. */
const FILE_KEY = /(?:^|\/)((resume|jd|screenshot)\/(\d+)\/[A-Za-z0-9_-]{8,64}\.[a-z0-9]{1,5})$/;

/** Dirs whose files only their owner may open: resumes, JDs, interview screenshots and recordings. */
const PRIVATE_DIRS: ReadonlySet<string> = new Set<FileDir>(['resume', 'jd', 'screenshot', 'recording']);

/**
 * The user a private file belongs to, read from its storage key (`{dir}/{userId}/…`); null for a file that
 * whoever holds its signed URL may open (an avatar, a picture sent in a chat).
 */
export function privateFileOwner(key: string): number | null {
  const [dir, owner] = key.split('/');
  if (!dir || !PRIVATE_DIRS.has(dir)) return null;
  const id = Number(owner);
  // A private key without a user in it is opened by nobody.
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Whether a text is a url of a file this server stores (as opposed to a JD or resume typed in). */
export function isStoredFileUrl(text: string): boolean {
  return fileKeyOf(text) !== null;
}

function fileKeyOf(url: string): { key: string; dir: FileDir; userId: number } | null {
  if (url.length > 1_000 || /\s/.test(url.trim())) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url.trim(), 'http://local').pathname);
  } catch {
    return null;
  }
  const match = FILE_KEY.exec(pathname);
  return match ? { key: match[1]!, dir: match[2] as FileDir, userId: Number(match[3]) } : null;
}

export interface OwnDocument {
  fileId: number;
  name: string;
  /** The parsed text; empty when none could be read (a scanned PDF, a damaged file). */
  text: string;
}

/** The resume or JD behind a url, when it is a live file of this very user; null otherwise. */
export async function ownDocumentOf(db: Db, userId: number, url: string): Promise<OwnDocument | null> {
  const found = fileKeyOf(url);
  if (!found || found.userId !== userId || (found.dir !== 'resume' && found.dir !== 'jd')) return null;
  const file = await findOwnedFileByKey(db, userId, found.dir, found.key);
  return file ? { fileId: file.id, name: file.name, text: file.textContent?.trim() ?? '' } : null;
}

/** The id of the screenshot behind a url, when it is a live file of this very user; null otherwise. */
export async function ownScreenshotOf(db: Db, userId: number, url: string): Promise<number | null> {
  const found = fileKeyOf(url);
  if (!found || found.userId !== userId || found.dir !== 'screenshot') return null;
  const file = await findOwnedFileByKey(db, userId, 'screenshot', found.key);
  return file?.id ?? null;
}
