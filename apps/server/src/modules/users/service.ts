// The account as its owner sees it: info, the personal-center profile, settings and login devices.
import {
  type DeviceItem,
  displayName,
  INTERVIEW_LANGUAGES,
  type SET_INFO_FIELDS,
  type UpdateUserInput,
  type UserCenter,
  type UserInfo,
  type UserSettings as UserSettingsResponse,
  type updateSettingsInput,
  updateUserInput,
} from '@app/shared/user';
import type { z } from 'zod';
import type { AuthContext } from '../../http/auth.ts';
import { BadRequestError, BusinessError, NotFoundError, UnauthorizedError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import { USER_MESSAGES } from './messages.ts';
import * as repo from './repo.ts';
import { defaultUserSettings, type User, type UserSettings } from './tables.ts';
import { describeDevice } from './user-agent.ts';

/** The caller's row; a token whose account vanished meanwhile is as good as none. */
export async function requireUser(db: Db, userId: number): Promise<User> {
  const user = await repo.findUser(db, userId);
  if (!user) throw new UnauthorizedError(undefined, true);
  return user;
}

export function toUserInfo(user: User): UserInfo {
  const fields = {
    avatar: user.avatar,
    real_name: user.realName,
    nickname: user.nickname,
    account: user.account ?? '',
    mobile: user.mobile ?? '',
  };
  return {
    id: user.id,
    user_type: user.userType,
    company_id: user.companyId,
    ...fields,
    name: displayName(fields),
  };
}

export function toUserCenter(user: User): UserCenter {
  return {
    ...toUserInfo(user),
    email: user.email,
    phone: user.mobile ?? '',
    wechat: user.wechat,
    address: user.address,
    has_password: Boolean(user.passwordHash),
    wechat_bound: Boolean(user.wechatOpenid || user.wechatUnionid),
    default_resume_id: user.defaultResumeFileId,
    created_at: user.createdAt.toISOString(),
  };
}

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  return toUserInfo(await requireUser(db, userId));
}

export async function getUserCenter(db: Db, userId: number): Promise<UserCenter> {
  return toUserCenter(await requireUser(db, userId));
}

/**
 * The stable URL to store for an avatar the user sends back, or null unless it is a live avatar they uploaded.
 * The uploads module answers it; the composition root hands it in, so the identity core depends on no module.
 */
export type AvatarResolver = (db: Db, userId: number, url: string) => Promise<string | null>;

export interface ProfileDeps {
  db: Db;
  resolveAvatar: AvatarResolver;
}

/** Only the fields given change. An avatar must be one this user uploaded (or '' to clear it). */
export async function updateProfile(
  { db, resolveAvatar }: ProfileDeps,
  userId: number,
  input: UpdateUserInput,
): Promise<UserCenter> {
  const user = await requireUser(db, userId);
  const patch: repo.UserPatch = {};
  if (input.nickname !== undefined) patch.nickname = input.nickname;
  if (input.real_name !== undefined) patch.realName = input.real_name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.address !== undefined) patch.address = input.address;
  if (input.wechat !== undefined) patch.wechat = input.wechat;
  if (input.avatar !== undefined && input.avatar !== user.avatar) {
    if (input.avatar === '') patch.avatar = '';
    else {
      const avatar = await resolveAvatar(db, userId, input.avatar);
      if (!avatar) throw new BusinessError(USER_MESSAGES.avatarInvalid);
      patch.avatar = avatar;
    }
  }
  const updated = await repo.updateUser(db, userId, patch);
  if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
  return toUserCenter(updated);
}

/** POST /api/user/setInfo: one field, validated exactly as updateUser validates it. */
export async function setProfileField(
  deps: ProfileDeps,
  userId: number,
  field: (typeof SET_INFO_FIELDS)[number],
  value: string,
): Promise<UserCenter> {
  const schema: z.ZodType = updateUserInput.shape[field];
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new BadRequestError(`参数 ${field} 不正确：${parsed.error.issues[0]?.message ?? '格式错误'}`);
  }
  return updateProfile(deps, userId, { [field]: parsed.data } as UpdateUserInput);
}

// --- settings ---

const stored = (user: User): UserSettings => ({
  ...defaultUserSettings,
  ...user.settings,
  notifications: { ...defaultUserSettings.notifications, ...user.settings?.notifications },
});

export function toSettingsResponse(user: User): UserSettingsResponse {
  const s = stored(user);
  const language = INTERVIEW_LANGUAGES.find((l) => l === s.interviewLanguage);
  const duration = Number.isInteger(s.defaultDuration)
    ? s.defaultDuration
    : defaultUserSettings.defaultDuration;
  return {
    interview_language: language ?? INTERVIEW_LANGUAGES[0],
    default_duration: Math.min(60, Math.max(5, duration)),
    notifications: {
      chat: s.notifications.chat,
      interview_report: s.notifications.interviewReport,
      job_recommend: s.notifications.jobRecommend,
      system: s.notifications.system,
    },
    talent_pool_visible: user.talentPoolVisible,
  };
}

export async function getSettings(db: Db, userId: number): Promise<UserSettingsResponse> {
  return toSettingsResponse(await requireUser(db, userId));
}

/** Partial: absent fields keep their value; `notifications` merges key by key. */
export async function updateSettings(
  db: Db,
  userId: number,
  input: z.infer<typeof updateSettingsInput>,
): Promise<UserSettingsResponse> {
  const user = await requireUser(db, userId);
  const current = stored(user);
  const n = input.notifications ?? {};
  const settings: UserSettings = {
    interviewLanguage: input.interview_language ?? current.interviewLanguage,
    defaultDuration: input.default_duration ?? current.defaultDuration,
    notifications: {
      chat: n.chat ?? current.notifications.chat,
      interviewReport: n.interview_report ?? current.notifications.interviewReport,
      jobRecommend: n.job_recommend ?? current.notifications.jobRecommend,
      system: n.system ?? current.notifications.system,
    },
  };
  const patch: repo.UserPatch = { settings };
  if (input.talent_pool_visible !== undefined) patch.talentPoolVisible = input.talent_pool_visible;
  const updated = await repo.updateUser(db, userId, patch);
  if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
  return toSettingsResponse(updated);
}

// --- devices ---

export async function listDevices(db: Db, auth: AuthContext): Promise<DeviceItem[]> {
  const sessions = await repo.listLiveSessions(db, auth.userId);
  return sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    current: s.id === auth.tokenId,
  }));
}

/** Logs one of the user's sessions out (the current one too: the client then logs out). */
export async function logoutDevice(db: Db, auth: AuthContext, tokenId: number): Promise<void> {
  if (!(await repo.revokeUserSession(db, auth.userId, tokenId))) {
    throw new NotFoundError(USER_MESSAGES.deviceNotFound);
  }
}

// --- WeChat mini-program / official account ---

/** Not offered: WeChat binding goes through the Open Platform QR flow of the auth domain. */
export function refuseWechatMiniBinding(wechatConfigured: boolean): never {
  throw new BusinessError(
    wechatConfigured ? USER_MESSAGES.wechatUnsupported : USER_MESSAGES.wechatNotEnabled,
  );
}
