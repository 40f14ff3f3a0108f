// WeChat login and binding: a state round-trip through WeChat's QR page, then a one-time ticket for the SPA.
import { type LoginResponse, WECHAT_RETURN_PARAMS } from '@app/shared/auth';
import { BusinessError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import { WechatError, type WechatOAuth, type WechatProfile } from '../../infra/wechat/wechat-oauth.ts';
import {
  findUserById,
  findUserByWechat,
  insertUser,
  linkWechat,
  type TokenClient,
  uniqueViolation,
} from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { digest, randomSecret, takeOnce } from './one-time.ts';
import { loginAs } from './service.ts';

export interface WechatDeps {
  db: Db;
  kv: Kv;
  wechat: WechatOAuth | null;
  log: { warn(obj: object, msg: string): void };
}

export type WechatPurpose = 'login' | 'bind';

export const WECHAT_LIMITS = {
  stateSeconds: 10 * 60,
  ticketSeconds: 2 * 60,
  /** Authorisations started per IP per state lifetime (each keeps a state in the Kv). */
  startsPerIp: 30,
} as const;

export const WECHAT_RETURN_DEFAULTS = {
  login: '/store/dashboard',
  bind: '/store/personal/security',
  /** Where a callback with an unknown state goes: its own return path is unknown. */
  unknown: '/store/entry/loginQRCode',
} as const;

export const WECHAT_START_RULE = {
  name: 'wx:start',
  limit: WECHAT_LIMITS.startsPerIp,
  windowSeconds: WECHAT_LIMITS.stateSeconds,
} as const;

export const WECHAT_KEYS = {
  state: (state: string) => `wx:state:${digest(state)}`,
  ticket: (ticket: string) => `wx:ticket:${digest(ticket)}`,
};

interface StateRecord {
  purpose: WechatPurpose;
  returnPath: string;
  userId?: number;
}

function requireWechat(deps: Pick<WechatDeps, 'wechat'>): WechatOAuth {
  if (!deps.wechat) throw new BusinessError(AUTH_MESSAGES.wechatOff);
  return deps.wechat;
}

/** A path of this product to return to: '/x' as is, or a URL of one of our origins reduced to its path. */
export function safeReturnPath(raw: string | undefined, origins: string[]): string | null {
  if (!raw) return null;
  // Browsers drop tabs and newlines and read '\' as '/', which would turn '/\evil' into '//evil'.
  const unsafe = [...raw].some((c) => c <= ' ' || c === '\u007f' || c === '\\');
  if (unsafe) throw new BusinessError(AUTH_MESSAGES.badReturnPath);
  let path = raw;
  if (!raw.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BusinessError(AUTH_MESSAGES.badReturnPath);
    }
    if (!origins.includes(url.origin)) throw new BusinessError(AUTH_MESSAGES.badReturnPath);
    path = url.pathname + url.search + url.hash;
  }
  // '//host' is a link to another site.
  if (path.startsWith('//')) throw new BusinessError(AUTH_MESSAGES.badReturnPath);
  return path;
}

/** The return path with one query parameter set (kept before any #fragment). */
export function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://local.invalid');
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

export async function startWechat(
  deps: Pick<WechatDeps, 'kv' | 'wechat'>,
  input: {
    purpose: WechatPurpose;
    returnPath: string | null;
    userId?: number;
    redirectUri: string;
    ip: string;
  },
): Promise<{ url: string }> {
  const wechat = requireWechat(deps);
  await rateLimiter(deps.kv, WECHAT_START_RULE).consume(input.ip, AUTH_MESSAGES.lookupLimit);
  const state = randomSecret(24);
  const record: StateRecord = {
    purpose: input.purpose,
    returnPath: input.returnPath ?? WECHAT_RETURN_DEFAULTS[input.purpose],
    ...(input.userId ? { userId: input.userId } : {}),
  };
  await deps.kv.set(WECHAT_KEYS.state(state), JSON.stringify(record), WECHAT_LIMITS.stateSeconds);
  return { url: wechat.qrConnectUrl(input.redirectUri, state) };
}

/** Https avatar (the SPA's CSP loads https images only; WeChat's CDN serves both). */
function avatarOf(profile: WechatProfile | null): string {
  const url = profile?.headimgurl ?? '';
  return url.startsWith('http://') ? `https://${url.slice('http://'.length)}` : url;
}

async function bind(db: Db, userId: number, ids: { openid: string; unionid?: string }): Promise<string> {
  const owner = await findUserByWechat(db, ids);
  if (owner && owner.id !== userId) return AUTH_MESSAGES.wechatBoundToOther;
  if (!(await findUserById(db, userId))) return AUTH_MESSAGES.accountGone;
  try {
    await linkWechat(db, userId, ids);
  } catch (err) {
    // Held by a closed account, or bound elsewhere a moment ago.
    if (uniqueViolation(err) === 'wechat') return AUTH_MESSAGES.wechatBoundToOther;
    throw err;
  }
  return 'ok';
}

async function findOrCreate(
  db: Db,
  ids: { openid: string; unionid?: string },
  profile: WechatProfile | null,
) {
  const existing = await findUserByWechat(db, ids);
  if (existing) {
    if (ids.unionid && !existing.wechatUnionid) await linkWechat(db, existing.id, ids);
    return existing;
  }
  try {
    return await insertUser(db, {
      // By code points, so an emoji at the cut is not split in half.
      nickname: [...(profile?.nickname.trim() ?? '')].slice(0, 20).join('') || '微信用户',
      avatar: avatarOf(profile),
      wechatOpenid: ids.openid,
      wechatUnionid: ids.unionid ?? null,
    });
  } catch (err) {
    if (uniqueViolation(err) !== 'wechat') throw err;
    const user = await findUserByWechat(db, ids);
    if (!user) throw new BusinessError(AUTH_MESSAGES.accountGone);
    return user;
  }
}

/** WeChat sent the browser back: log in (a ticket for the SPA) or bind; answers where to send it. */
export async function finishWechat(
  deps: WechatDeps,
  input: { code?: string | undefined; state: string },
): Promise<string> {
  const wechat = requireWechat(deps);
  const raw = await takeOnce(deps.kv, WECHAT_KEYS.state(input.state), WECHAT_LIMITS.stateSeconds);
  if (!raw) {
    return withParam(
      WECHAT_RETURN_DEFAULTS.unknown,
      WECHAT_RETURN_PARAMS.error,
      AUTH_MESSAGES.wechatStateExpired,
    );
  }
  const state = JSON.parse(raw) as StateRecord;
  const fail = (message: string) =>
    withParam(
      state.returnPath,
      state.purpose === 'bind' ? WECHAT_RETURN_PARAMS.bind : WECHAT_RETURN_PARAMS.error,
      message,
    );
  // No code: the user declined on WeChat's page.
  if (!input.code) return fail(AUTH_MESSAGES.wechatDenied);

  let ids: { openid: string; unionid?: string };
  let profile: WechatProfile | null = null;
  try {
    const identity = await wechat.exchangeCode(input.code);
    // The profile only decorates a new account; without it the login still stands.
    profile = await wechat.userInfo(identity.accessToken, identity.openid).catch((err: unknown) => {
      deps.log.warn({ err }, 'wechat userinfo failed');
      return null;
    });
    const unionid = identity.unionid ?? profile?.unionid;
    ids = { openid: identity.openid, ...(unionid ? { unionid } : {}) };
  } catch (err) {
    if (!(err instanceof WechatError)) throw err;
    deps.log.warn({ err }, 'wechat code exchange failed');
    return fail(AUTH_MESSAGES.wechatFailed);
  }

  if (state.purpose === 'bind') {
    return withParam(
      state.returnPath,
      WECHAT_RETURN_PARAMS.bind,
      await bind(deps.db, state.userId ?? 0, ids),
    );
  }
  const user = await findOrCreate(deps.db, ids, profile);
  const ticket = randomSecret(24);
  await deps.kv.set(WECHAT_KEYS.ticket(ticket), String(user.id), WECHAT_LIMITS.ticketSeconds);
  return withParam(state.returnPath, WECHAT_RETURN_PARAMS.ticket, ticket);
}

export async function exchangeWechatTicket(
  deps: Pick<WechatDeps, 'db' | 'kv' | 'wechat'>,
  ticket: string,
  client: TokenClient,
): Promise<LoginResponse> {
  requireWechat(deps);
  const userId = await takeOnce(deps.kv, WECHAT_KEYS.ticket(ticket), WECHAT_LIMITS.ticketSeconds);
  const user = userId ? await findUserById(deps.db, Number(userId)) : undefined;
  if (!user) throw new BusinessError(AUTH_MESSAGES.wechatTicketExpired);
  return loginAs(deps.db, user, client);
}
