// Privacy: export everything of the user as one JSON document; close the account and erase their data.

import type { deleteAccountInput } from '@app/shared/user';
import { exportFileName } from '@app/shared/user';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import type { AuthContext } from '../auth/tokens.ts';
import { USER_MESSAGES } from './messages.ts';
import { collectUserRows, deleteUserRows, storageKeysOf, type UserRows } from './privacy-repo.ts';
import { verifyOwnMobileCode, verifyOwnPassword } from './security.ts';
import { requireUser, toSettingsResponse } from './service.ts';
import { describeDevice } from './user-agent.ts';

type Row = Record<string, unknown>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as it is exported: snake_case keys, ISO dates, minus the columns named (secrets, internals). */
function exportRow(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const byInterview = <T extends { interviewId: number }>(rows: T[], id: number, omit: string[] = []) =>
  rows.filter((r) => r.interviewId === id).map((r) => exportRow(r, ['interviewId', ...omit]));

export async function buildExport(deps: { db: Db; storage: Storage }, userId: number) {
  const rows: UserRows = await collectUserRows(deps.db, userId);
  const user = await requireUser(deps.db, userId);
  const files = await Promise.all(
    rows.files.map(async (f) => ({
      ...exportRow(f, ['storageKey', 'ownerId']),
      url: f.deletedAt ? null : await deps.storage.signedUrl(f.storageKey),
    })),
  );
  return {
    exported_at: new Date().toISOString(),
    // Hashes and third-party ids are credentials, not the user's content.
    profile: exportRow(user, ['passwordHash', 'wechatOpenid', 'wechatUnionid', 'settings', 'deletedAt']),
    settings: toSettingsResponse(user),
    sessions: rows.tokens.map((t) => ({
      ...exportRow(t, ['tokenHash', 'userId']),
      device: describeDevice(t.userAgent),
    })),
    files,
    expectations: rows.expectations.map((e) => exportRow(e, ['userId'])),
    favourites: rows.favourites.map((f) => exportRow(f)),
    interviews: rows.interviews.map((i) => ({
      ...exportRow(i, ['userId']),
      lines: byInterview(rows.lines, i.id),
      scores: byInterview(rows.scores, i.id),
      question_feedback: byInterview(rows.questionFeedback, i.id),
    })),
    recommendations: rows.recommendations.map((r) => exportRow(r, ['userId'])),
    feedback: rows.feedback.map((f) => exportRow(f, ['userId'])),
    chat: {
      sessions: rows.chatSessions.map((s) => exportRow(s)),
      messages: rows.chatMessages.map((m) => exportRow(m)),
      common_phrases: rows.commonPhrases.map((p) => exportRow(p, ['userId'])),
      reports: rows.chatReports.map((r) => exportRow(r, ['reporterId'])),
    },
    consults: rows.consults.map((c) => exportRow(c, ['userId'])),
  };
}

/** GET /api/user/export: the document and the name of the download. */
export async function exportUserData(deps: { db: Db; storage: Storage }, userId: number) {
  return { fileName: exportFileName(), body: JSON.stringify(await buildExport(deps, userId), null, 2) };
}

export interface DeleteAccountDeps {
  db: Db;
  kv: Kv;
  storage: Storage;
  /** Told when a file's bytes could not be removed (the rows are gone; the bytes are orphans to sweep). */
  onStorageError?: (err: unknown, key: string) => void;
}

/**
 * Closes the account after proof (password, or a `reset` code to its mobile): every row of the user goes in
 * one transaction, then their files leave storage. The token dies with the user row.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  auth: AuthContext,
  input: z.infer<typeof deleteAccountInput> & { ip: string },
): Promise<void> {
  const user = await requireUser(deps.db, auth.userId);
  if (input.password) {
    const proof = { password: input.password, ip: input.ip };
    await verifyOwnPassword(deps.kv, user, proof, USER_MESSAGES.wrongPassword);
  } else await verifyOwnMobileCode(deps.kv, user, input.code ?? '');
  const keys = await storageKeysOf(deps.db, user.id);
  await deleteUserRows(deps.db, user.id);
  for (const key of keys) {
    await deps.storage.delete(key).catch((err) => deps.onStorageError?.(err, key));
  }
}
