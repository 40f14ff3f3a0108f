// Proving it is the owner (password with a failure lock, or an SMS code), changing password and phone.
import type { bindMobileInput, changePasswordInput, UserCenter } from '@app/shared/user';
import type { z } from 'zod';
import type { AuthContext } from '../../http/auth.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import { violatedUniqueConstraint } from '../../infra/db/errors.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import {
  mobileTakenByOther,
  requireUser,
  revokeUserTokens,
  toUserCenter,
  USER_MESSAGES,
  type User,
  updateUser,
} from '../users/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkUnderLock, userSubject } from './password-lock.ts';
import { spendSmsCode, verifySmsCode } from './sms-codes.ts';

export interface SecurityDeps {
  db: Db;
  kv: Kv;
}

/** Checks the account's current password, counting failures; throws a readable error when it is wrong. */
export async function verifyOwnPassword(
  kv: Kv,
  user: User,
  proof: { password: string; ip: string },
  wrongMessage: string,
): Promise<void> {
  // The same limits as logging in: guesses here and at the login form add up.
  const right = await checkUnderLock(kv, { subject: userSubject(user.id), ip: proof.ip }, async () => {
    if (!user.passwordHash) throw new BusinessError(USER_MESSAGES.noPassword);
    return verifyPassword(proof.password, user.passwordHash);
  });
  if (!right) throw new BusinessError(wrongMessage);
}

/** Checks a `reset` code sent to the account's own mobile (`mobile`, when given, must be that one). */
export async function verifyOwnMobileCode(
  kv: Kv,
  user: User,
  code: string,
  mobile?: string | undefined,
): Promise<void> {
  if (!user.mobile) throw new BusinessError(USER_MESSAGES.noMobileForCode);
  if (mobile !== undefined && mobile !== user.mobile) throw new BusinessError(USER_MESSAGES.mobileMismatch);
  await verifySmsCode({ kv }, { mobile: user.mobile, scene: 'reset', code });
}

/** Sets a new password, proven by a code or the old password; every other session is signed out. */
export async function changePassword(
  deps: SecurityDeps,
  auth: AuthContext,
  input: z.infer<typeof changePasswordInput> & { ip: string },
): Promise<void> {
  const user = await requireUser(deps.db, auth.userId);
  if (input.code) await verifyOwnMobileCode(deps.kv, user, input.code, input.mobile);
  else {
    const proof = { password: input.old_password ?? '', ip: input.ip };
    await verifyOwnPassword(deps.kv, user, proof, USER_MESSAGES.wrongOldPassword);
  }
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
  await revokeUserTokens(deps.db, user.id, auth.tokenId);
}

/** Changes (or first binds) the mobile: the old number's code when one is bound, and the new number's. */
export async function bindMobile(
  deps: SecurityDeps,
  auth: AuthContext,
  input: z.infer<typeof bindMobileInput>,
): Promise<UserCenter> {
  const user = await requireUser(deps.db, auth.userId);
  if (user.mobile) {
    if (!input.old_mobile || !input.old_code) throw new BusinessError(USER_MESSAGES.incomplete);
    if (input.old_mobile !== user.mobile) throw new BusinessError(USER_MESSAGES.oldMobileMismatch);
  }
  if (input.mobile === user.mobile) throw new BusinessError(USER_MESSAGES.sameMobile);
  // Both codes first: whether another account holds the number is told only to who proved it (issue 26).
  // They stay until the number is bound, so a refusal does not cost the user new codes.
  const oldSent = user.mobile ? ({ mobile: user.mobile, scene: 'bind' } as const) : null;
  const newSent = { mobile: input.mobile, scene: 'bind' } as const;
  if (oldSent) await verifySmsCode({ kv: deps.kv }, { ...oldSent, code: input.old_code! }, { keep: true });
  await verifySmsCode({ kv: deps.kv }, { ...newSent, code: input.code }, { keep: true });
  if (await mobileTakenByOther(deps.db, input.mobile, user.id)) {
    throw new BusinessError(USER_MESSAGES.mobileTaken);
  }
  if (oldSent) await spendSmsCode(deps.kv, oldSent);
  await spendSmsCode(deps.kv, newSent);
  const updated = await updateUser(deps.db, user.id, { mobile: input.mobile }).catch((err) => {
    // Another account took the number between the check and the write.
    if (violatedUniqueConstraint(err) !== null) throw new BusinessError(USER_MESSAGES.mobileTaken);
    throw err;
  });
  return toUserCenter(updated ?? user);
}
