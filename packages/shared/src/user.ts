// API contract of the user's own account: info, profile, settings, devices, privacy (SPEC §3, §7).
import { z } from 'zod';
import { mobile, newPassword, smsCode } from './auth.ts';
import { idParam, text } from './fields.ts';

export { displayName, maskMobile } from './people.ts';

/** GET /api/user/info takes the token in the header; SPEC §7 also allows `?token=` on this call only. */
export const userInfoQuery = z.object({ token: text().max(200).optional() });

/** GET /api/user/info. `user_type` 1 job seeker, 2 recruiter (DESIGN.md). */
export const userInfoResponse = z.object({
  id: z.number().int(),
  user_type: z.number().int(),
  company_id: z.number().int().nullable(),
  avatar: z.string(),
  real_name: z.string(),
  nickname: z.string(),
  account: z.string(),
  name: z.string(),
  mobile: z.string(),
});
export type UserInfo = z.infer<typeof userInfoResponse>;

/** GET /api/user/center: the profile, for the personal center and the profile editor. */
export const userCenterResponse = userInfoResponse.extend({
  email: z.string(),
  /** The same number as `mobile`; the spec's profile names both. */
  phone: z.string(),
  wechat: z.string(),
  address: z.string(),
  has_password: z.boolean(),
  wechat_bound: z.boolean(),
  default_resume_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type UserCenter = z.infer<typeof userCenterResponse>;

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label}不能超过${max}个字符`).optional();

export const updateUserInput = z.object({
  nickname: optionalText(20, '昵称'),
  real_name: optionalText(20, '姓名'),
  /** '' clears it; otherwise the `url` of an avatar this user uploaded (`/api/upload/image`, dir avatar). */
  avatar: text().trim().max(1000).optional(),
  email: z
    .union([z.literal(''), z.email('请输入正确的邮箱地址')])
    .optional()
    .transform((v) => v?.trim()),
  address: optionalText(100, '地址'),
  wechat: optionalText(40, '微信号'),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** POST /api/user/setInfo: one field at a time (the personal center's inline edits). */
export const SET_INFO_FIELDS = ['nickname', 'real_name', 'avatar', 'email', 'address', 'wechat'] as const;
export const setInfoInput = z.object({ field: z.enum(SET_INFO_FIELDS), value: text().max(1000) });

/**
 * POST /api/user/changePassword: proven by an SMS code sent to the account's own mobile (the profile
 * editor's form) or by the current password (the security page). Other sessions are signed out.
 */
export const changePasswordInput = z
  .object({
    mobile: mobile.optional(),
    code: smsCode.optional(),
    old_password: text().min(1).max(128).optional(),
    password: newPassword,
  })
  .refine((v) => v.code || v.old_password, { message: '请填写手机号和验证码', path: ['code'] });

/** POST /api/user/bindMobile: change phone (old phone + code, new phone + code); old ones only if bound. */
export const bindMobileInput = z.object({
  old_mobile: mobile.optional(),
  old_code: smsCode.optional(),
  mobile,
  code: smsCode,
});

export const INTERVIEW_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const INTERVIEW_DURATIONS = [5, 10, 15, 20, 30] as const;

export const userSettings = z.object({
  interview_language: z.enum(INTERVIEW_LANGUAGES),
  /** Minutes. */
  default_duration: z.number().int().min(5).max(60),
  notifications: z.object({
    chat: z.boolean(),
    interview_report: z.boolean(),
    job_recommend: z.boolean(),
    system: z.boolean(),
  }),
  talent_pool_visible: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;
export const updateSettingsInput = userSettings.partial().extend({
  notifications: userSettings.shape.notifications.partial().optional(),
});

/** A login session of the account, for the security page. */
export const deviceItem = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type DeviceItem = z.infer<typeof deviceItem>;
export const deviceListResponse = z.array(deviceItem);
export const deviceIdInput = z.object({ id: idParam });

/** POST /api/user/deleteAccount: proven by the password or a `reset` code to the account's mobile. */
export const deleteAccountInput = z
  .object({ password: text().min(1).max(128).optional(), code: smsCode.optional() })
  .refine((v) => v.password || v.code, { message: '请输入密码或验证码', path: ['password'] });

/** POST /api/user/bindMnp, /bindOa, /getMobileByMnp: WeChat mini-program / official account codes. */
export const wechatCodeInput = z.object({ code: text().max(256).optional() }).loose();

/** GET /api/user/export names its download `my-data-YYYYMMDD.json` (the date in China). */
export function exportFileName(at: Date = new Date()): string {
  const day = new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `my-data-${day}.json`;
}
