// Privacy (personal center): export everything of the user as one JSON document; close the account and
// erase their data. Each module contributes its own part through the registry the composition root fills.
import type { deleteAccountInput } from '@app/shared/user';
import { exportFileName } from '@app/shared/user';
import type { z } from 'zod';
import type { AuthContext } from '../../http/auth.ts';
import type { Db } from '../../infra/db/client.ts';
import type { PrivacyDeps, PrivacyRegistry } from '../../infra/db/privacy.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import { verifyOwnMobileCode, verifyOwnPassword } from '../auth/index.ts';
import { requireUser, USER_MESSAGES } from '../users/index.ts';

export interface PrivacyServiceDeps extends PrivacyDeps {
  db: Db;
  registry: PrivacyRegistry;
}

export async function buildExport(deps: PrivacyServiceDeps, userId: number) {
  return {
    exported_at: new Date().toISOString(),
    ...(await deps.registry.exportUser(deps.db, userId, deps)),
  };
}

/** GET /api/user/export: the document and the name of the download. */
export async function exportUserData(deps: PrivacyServiceDeps, userId: number) {
  return { fileName: exportFileName(), body: JSON.stringify(await buildExport(deps, userId), null, 2) };
}

/**
 * Closes the account after proof (password, or a `reset` code to its mobile): every row of the user goes in
 * one transaction, then their files leave storage. The token dies with the user row.
 */
export async function deleteAccount(
  deps: PrivacyServiceDeps & { kv: Kv },
  auth: AuthContext,
  input: z.infer<typeof deleteAccountInput> & { ip: string },
): Promise<void> {
  const user = await requireUser(deps.db, auth.userId);
  if (input.password) {
    const proof = { password: input.password, ip: input.ip };
    await verifyOwnPassword(deps.kv, user, proof, USER_MESSAGES.wrongPassword);
  } else await verifyOwnMobileCode(deps.kv, user, input.code ?? '');
  await deps.registry.eraseUser(deps.db, user.id, deps);
}
