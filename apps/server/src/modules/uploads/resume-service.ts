// The user's resumes: list, read, rename, delete, and which one interviews start with (the default).
import type { ResumeDetail, ResumeItem } from '@app/shared/uploads';
import { NotFoundError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { getDefaultResumeId, setDefaultResumeId } from '../users/index.ts';
import * as repo from './resume-repo.ts';
import type { StoredFile } from './tables.ts';

export const RESUME_MESSAGES = {
  notFound: '简历不存在或已删除',
  renamed: '修改成功',
  deleted: '删除成功',
  defaultSet: '已设为默认简历',
} as const;

export interface ResumeDeps {
  db: Db;
  storage: Storage;
  /** Told when a deleted resume's bytes could not be removed from storage (the row is gone either way). */
  onStorageError?: (err: unknown, key: string) => void;
}

async function toItem(storage: Storage, file: StoredFile, defaultId: number | null): Promise<ResumeItem> {
  return {
    id: file.id,
    name: file.name,
    url: await storage.signedUrl(file.storageKey),
    mime: file.mime,
    size: file.size,
    created_at: file.createdAt.toISOString(),
    is_default: file.id === defaultId,
    parsed: Boolean(file.textContent?.trim()),
  };
}

async function ownResume(db: Db, userId: number, id: number): Promise<StoredFile> {
  const file = await repo.findResume(db, userId, id);
  // Another user's id answers like a missing one: existence is not revealed.
  if (!file) throw new NotFoundError(RESUME_MESSAGES.notFound);
  return file;
}

export async function listUserResumes(deps: ResumeDeps, userId: number): Promise<ResumeItem[]> {
  const [rows, defaultId] = await Promise.all([
    repo.listResumes(deps.db, userId),
    getDefaultResumeId(deps.db, userId),
  ]);
  return Promise.all(rows.map((row) => toItem(deps.storage, row, defaultId)));
}

export async function getResumeDetail(deps: ResumeDeps, userId: number, id: number): Promise<ResumeDetail> {
  const file = await ownResume(deps.db, userId, id);
  const defaultId = await getDefaultResumeId(deps.db, userId);
  return { ...(await toItem(deps.storage, file, defaultId)), text: file.textContent ?? '' };
}

export async function renameUserResume(deps: ResumeDeps, userId: number, id: number, name: string) {
  if (!(await repo.renameResume(deps.db, userId, id, name)))
    throw new NotFoundError(RESUME_MESSAGES.notFound);
}

/** Soft-deletes the row, removes the bytes; when it was the default, the newest remaining one takes over. */
export async function deleteUserResume(deps: ResumeDeps, userId: number, id: number): Promise<void> {
  const file = await ownResume(deps.db, userId, id);
  if (!(await repo.markResumeDeleted(deps.db, userId, id))) throw new NotFoundError(RESUME_MESSAGES.notFound);
  await deps.storage.delete(file.storageKey).catch((err) => deps.onStorageError?.(err, file.storageKey));
  if ((await getDefaultResumeId(deps.db, userId)) === id) {
    const [newest] = await repo.listResumes(deps.db, userId);
    await setDefaultResumeId(deps.db, userId, newest?.id ?? null);
  }
}

export async function setDefaultUserResume(deps: Pick<ResumeDeps, 'db'>, userId: number, id: number) {
  await ownResume(deps.db, userId, id);
  await setDefaultResumeId(deps.db, userId, id);
}

/** After an upload: the new resume becomes the default when the user has none (or a deleted one). */
export async function adoptAsDefaultIfNone(db: Db, userId: number, fileId: number): Promise<void> {
  const current = await getDefaultResumeId(db, userId);
  if (current !== null && (await repo.findResume(db, userId, current))) return;
  await setDefaultResumeId(db, userId, fileId);
}
