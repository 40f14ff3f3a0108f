// The rules of logging in and out: SMS codes by scene, mobile and password login, registration, reset.
import type {
  AccountLoginInput,
  ForgotPwdInput,
  LoginResponse,
  LoginScene,
  MobileLoginInput,
  RegisterInput,
  ResetPasswordInput,
  SendCodeInput,
} from '@app/shared/auth';
import { USER_TYPE } from '@app/shared/constants';
import { displayName } from '@app/shared/user';
import { BusinessError, UnauthorizedError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import type { SmsSender } from '../../infra/sms/sms.ts';
import {
  type AuthUser,
  findUserById,
  findUserByLogin,
  findUserByMobile,
  insertUser,
  isAccountTaken,
  issueToken,
  revokeToken,
  revokeUserTokens,
  setPasswordHash,
  type TokenClient,
  uniqueViolation,
} from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { digest, randomSecret, takeOnce } from './one-time.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkUnderLock, liftLock, userSubject } from './password-lock.ts';
import { sendSmsCode, spendSmsCode, verifySmsCode } from './sms-codes.ts';

export interface AuthDeps {
  db: Db;
  kv: Kv;
  sms: SmsSender;
  onSendError?: (err: unknown) => void;
}

export const LOGIN_LIMITS = {
  /** Registered-or-not answers of sendCode per IP and hour (they would otherwise enumerate accounts). */
  lookupsPerIpPerHour: 60,
} as const;

export const LOOKUP_RULE = {
  name: 'sms:lookup',
  limit: LOGIN_LIMITS.lookupsPerIpPerHour,
  windowSeconds: 3600,
} as const;

/**
 * Tries at registering and at proving a mobile for a reset, per address and per mobile and hour. Wrong codes
 * are capped per code already (sms-codes.ts); these keep a client from sweeping many mobiles or many codes.
 */
export const REGISTER_RULES = {
  perIp: { name: 'register:ip', limit: 30, windowSeconds: 3600 },
  perMobile: { name: 'register:mobile', limit: 10, windowSeconds: 3600 },
} as const;
export const FORGOT_RULES = {
  perIp: { name: 'forgot:ip', limit: 30, windowSeconds: 3600 },
  perMobile: { name: 'forgot:mobile', limit: 10, windowSeconds: 3600 },
} as const;

export const RESET_TOKEN_TTL_SECONDS = 10 * 60;

export const LOGIN_KEYS = {
  /** The password-lock subject: the account, or the typed name when there is none. */
  subject: (user: AuthUser | undefined, login: string) =>
    user ? userSubject(user.id) : `n:${digest(login)}`,
  reset: (token: string) => `pwd:reset:${digest(token)}`,
};

export function defaultNickname(mobile: string): string {
  return `用户${mobile.slice(-4)}`;
}

export function toLoginResponse(user: AuthUser, token: string, expiresIn: number): LoginResponse {
  return {
    token,
    name: displayName({
      nickname: user.nickname,
      real_name: user.realName,
      account: user.account,
      mobile: user.mobile,
    }),
    avatar: user.avatar,
    account: user.account ?? '',
    expires_in: expiresIn,
  };
}

/** Issues a fresh token for the user: the last step of every way in. */
export async function loginAs(db: Db, user: AuthUser, client: TokenClient): Promise<LoginResponse> {
  const { token, expiresIn } = await issueToken(db, user.id, client);
  return toLoginResponse(user, token, expiresIn);
}

/** A recruiter logs in on the business side, a job seeker on the user side. */
export function isOnSide(userType: number, scene: LoginScene = 'user'): boolean {
  return (userType === USER_TYPE.business) === (scene === 'business');
}

function assertSide(user: AuthUser, scene: LoginScene = 'user'): void {
  if (isOnSide(user.userType, scene)) return;
  throw new BusinessError(
    scene === 'business' ? AUTH_MESSAGES.userOnBusinessSide : AUTH_MESSAGES.businessOnUserSide,
  );
}

export async function sendCode(
  deps: AuthDeps,
  input: SendCodeInput & { ip: string; callerId: number | null },
): Promise<{ resend_in: number }> {
  const { mobile, scene, ip } = input;
  if (scene !== 'login') {
    await rateLimiter(deps.kv, LOOKUP_RULE).consume(ip, AUTH_MESSAGES.lookupLimit);
    const owner = await findUserByMobile(deps.db, mobile);
    if (scene === 'register' && owner) throw new BusinessError(AUTH_MESSAGES.mobileRegistered);
    if (scene === 'reset' && !owner) throw new BusinessError(AUTH_MESSAGES.mobileUnknown);
    if (scene === 'bind') {
      // Binding is for a logged-in user: their own mobile (to prove it) or one no one else holds.
      if (input.callerId === null) throw new UnauthorizedError();
      if (owner && owner.id !== input.callerId) throw new BusinessError(AUTH_MESSAGES.mobileTaken);
    }
  }
  return { resend_in: await sendSmsCode(deps, { mobile, scene, ip }) };
}

export async function mobileLogin(
  deps: AuthDeps,
  input: MobileLoginInput,
  client: TokenClient,
): Promise<LoginResponse> {
  await verifySmsCode(deps, { mobile: input.mobile, scene: 'login', code: input.code });
  let user = await findUserByMobile(deps.db, input.mobile);
  if (!user) {
    if (input.scene === 'business') throw new BusinessError(AUTH_MESSAGES.noBusinessAccount);
    try {
      user = await insertUser(deps.db, { mobile: input.mobile, nickname: defaultNickname(input.mobile) });
    } catch (err) {
      if (uniqueViolation(err) !== 'mobile') throw err;
      // Created a moment ago by a parallel request, or held by a closed account.
      user = await findUserByMobile(deps.db, input.mobile);
      if (!user) throw new BusinessError(AUTH_MESSAGES.accountGone);
    }
  }
  assertSide(user, input.scene);
  return loginAs(deps.db, user, client);
}

let dummyHash: Promise<string> | undefined;

/** Checks a password, spending the same scrypt time when there is no account or no password. */
async function checkPassword(password: string, user: AuthUser | undefined): Promise<boolean> {
  if (user?.passwordHash) return verifyPassword(password, user.passwordHash);
  dummyHash ??= hashPassword(randomSecret(16));
  await verifyPassword(password, await dummyHash);
  return false;
}

export async function accountLogin(
  deps: AuthDeps,
  input: AccountLoginInput,
  client: TokenClient,
): Promise<LoginResponse> {
  const { db, kv } = deps;
  const login = input.account.trim();
  const user = await findUserByLogin(db, login);
  // Unknown names lock too, so a lock never tells whether an account exists.
  const guesser = { subject: LOGIN_KEYS.subject(user, login), ip: client.ip };
  const right = await checkUnderLock(kv, guesser, () => checkPassword(input.password, user));
  if (!right || !user) throw new BusinessError(AUTH_MESSAGES.wrongPassword);
  assertSide(user, input.scene);
  return loginAs(db, user, client);
}

export async function register(
  deps: AuthDeps,
  input: RegisterInput & { ip: string },
  client: TokenClient,
): Promise<LoginResponse> {
  const { db, kv } = deps;
  await rateLimiter(kv, REGISTER_RULES.perIp).consume(input.ip, AUTH_MESSAGES.lookupLimit);
  await rateLimiter(kv, REGISTER_RULES.perMobile).consume(input.mobile, AUTH_MESSAGES.lookupLimit);
  // The mobile is proven first: whether a mobile or an account name is taken is told only to its owner
  // (issue 26: answering before the code let anyone enumerate the accounts). The code stays until the
  // account exists, so a taken name does not cost the user a new code.
  const sent = { mobile: input.mobile, scene: 'register' } as const;
  await verifySmsCode(deps, { ...sent, code: input.code }, { keep: true });
  if (await findUserByMobile(db, input.mobile)) throw new BusinessError(AUTH_MESSAGES.mobileRegistered);
  if (input.account && (await isAccountTaken(db, input.account))) {
    throw new BusinessError(AUTH_MESSAGES.accountTaken);
  }
  let user: AuthUser;
  try {
    user = await insertUser(db, {
      mobile: input.mobile,
      account: input.account || null,
      passwordHash: await hashPassword(input.password),
      nickname: input.nickname || defaultNickname(input.mobile),
      userType: USER_TYPE.seeker,
    });
  } catch (err) {
    const field = uniqueViolation(err);
    if (field === 'account') throw new BusinessError(AUTH_MESSAGES.accountTaken);
    if (field === 'mobile') throw new BusinessError(AUTH_MESSAGES.mobileRegistered);
    throw err;
  }
  await spendSmsCode(kv, sent);
  return loginAs(db, user, client);
}

export async function logout(deps: Pick<AuthDeps, 'db'>, tokenId: number): Promise<void> {
  await revokeToken(deps.db, tokenId);
}

export async function forgotPassword(
  deps: AuthDeps,
  input: ForgotPwdInput & { ip: string },
): Promise<{ reset_token: string; expires_in: number }> {
  // The code comes first, so only the mobile's owner learns whether it has an account.
  await rateLimiter(deps.kv, FORGOT_RULES.perIp).consume(input.ip, AUTH_MESSAGES.lookupLimit);
  await rateLimiter(deps.kv, FORGOT_RULES.perMobile).consume(input.mobile, AUTH_MESSAGES.lookupLimit);
  await verifySmsCode(deps, { mobile: input.mobile, scene: 'reset', code: input.code });
  const user = await findUserByMobile(deps.db, input.mobile);
  if (!user) throw new BusinessError(AUTH_MESSAGES.mobileUnknown);
  const token = randomSecret();
  await deps.kv.set(LOGIN_KEYS.reset(token), String(user.id), RESET_TOKEN_TTL_SECONDS);
  return { reset_token: token, expires_in: RESET_TOKEN_TTL_SECONDS };
}

export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput & { ip: string },
): Promise<void> {
  const { db, kv } = deps;
  const userId = await takeOnce(kv, LOGIN_KEYS.reset(input.reset_token), RESET_TOKEN_TTL_SECONDS);
  const user = userId ? await findUserById(db, Number(userId)) : undefined;
  if (!user) throw new BusinessError(AUTH_MESSAGES.resetExpired);
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await revokeUserTokens(db, user.id);
  // The mobile was just proven: this address's lock and the account's count of wrong passwords go.
  await liftLock(kv, { subject: userSubject(user.id), ip: input.ip });
}
