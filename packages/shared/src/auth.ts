// API contract of logging in and out, SMS codes, registration, password reset and QR login (SPEC §7).
import { z } from 'zod';
import { MOBILE_INVALID, MOBILE_PATTERN } from './constants.ts';
import { text } from './fields.ts';

export { MOBILE_INVALID, MOBILE_PATTERN } from './constants.ts';

export const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, MOBILE_INVALID);

/**
 * What the server answers when a reset code is asked for a mobile with no account; the web recognises
 * it to offer registration instead of leaving the user at a dead end.
 */
export const MOBILE_NOT_REGISTERED = '该手机号未注册';

export const SMS_CODE_LENGTH = 6;
export const smsCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '请输入6位数字验证码');

export const PASSWORD_RULE = '密码需为8-32位，且同时包含字母和数字';
export const newPassword = text({ error: '请设置新密码' })
  .min(8, PASSWORD_RULE)
  .max(32, PASSWORD_RULE)
  .regex(/[A-Za-z]/, PASSWORD_RULE)
  .regex(/\d/, PASSWORD_RULE);

export const ACCOUNT_RULE = '账号需为4-20位字母、数字或下划线，并以字母开头';
export const accountName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, ACCOUNT_RULE);

/** `scene` of /api/sms/sendCode (DESIGN.md): a code is only good for the scene it was sent for. */
export const SMS_SCENES = ['login', 'register', 'reset', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const sendCodeInput = z.object({ mobile, scene: z.enum(SMS_SCENES).default('login') });
export type SendCodeInput = z.infer<typeof sendCodeInput>;
/** How long to wait before the next code may be sent (the 60 s countdown of SPEC §4). */
export const sendCodeResponse = z.object({ resend_in: z.number().int() });

/** `scene`: absent or `user` for a job seeker, `business` for a recruiter (DESIGN.md). */
export const LOGIN_SCENES = ['user', 'business'] as const;
export type LoginScene = (typeof LOGIN_SCENES)[number];

/** A mobile not yet registered becomes a new job-seeker account. `scene` as for /api/login/account. */
export const mobileLoginInput = z.object({ mobile, code: smsCode, scene: z.enum(LOGIN_SCENES).optional() });
export type MobileLoginInput = z.infer<typeof mobileLoginInput>;

export const accountLoginInput = z.object({
  account: text({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64),
  password: text({ error: '请输入密码' }).min(1, '请输入密码').max(128),
  scene: z.enum(LOGIN_SCENES).optional(),
});
export type AccountLoginInput = z.infer<typeof accountLoginInput>;

/** The old admin-template login path answers like /api/login/account. */
export const legacyLoginInput = z.object({
  username: text({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64),
  password: text({ error: '请输入密码' }).min(1, '请输入密码').max(128),
});

export const registerInput = z.object({
  mobile,
  code: smsCode,
  password: newPassword,
  account: accountName.optional(),
  nickname: text().trim().max(20).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** SPEC §7: a login answers the token with name, avatar and account. */
export const loginResponse = z.object({
  token: z.string(),
  name: z.string(),
  avatar: z.string(),
  account: z.string(),
  /** Seconds until the token expires if unused (it is extended on use). */
  expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Forgotten password, step 1: prove the mobile with a `reset` code; answers a short-lived reset token. */
export const forgotPwdInput = z.object({ mobile, code: smsCode });
export type ForgotPwdInput = z.infer<typeof forgotPwdInput>;
export const forgotPwdResponse = z.object({ reset_token: z.string(), expires_in: z.number().int() });
/** Step 2: set the new password with that token; every session of the account is revoked. */
export const resetPasswordInput = z.object({
  reset_token: text().min(1).max(128),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** GET /api/dev/sms/latest (never in production): the last code sent to a mobile by the console outbox. */
export const devSmsLatestInput = z.object({ mobile });
export const devSmsLatestResponse = z.object({
  mobile: z.string(),
  code: z.string(),
  scene: z.enum(SMS_SCENES),
  sent_at: z.string(),
});

// --- QR login: the desktop shows a QR of a product page; a phone logged in as the user confirms it. ---

/** How long a QR code can be scanned and confirmed (seconds). */
export const QR_LOGIN_TTL_SECONDS = 120;

export const qrLoginCreateResponse = z.object({
  id: z.string(),
  /** Known only to the desktop that created the code; needed to collect the token. */
  secret: z.string(),
  /** The page the QR encodes, opened on a phone. */
  url: z.string(),
  expires_in: z.number().int(),
});
export type QrLoginCreateResponse = z.infer<typeof qrLoginCreateResponse>;

export const QR_LOGIN_STATES = ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired'] as const;
export type QrLoginState = (typeof QR_LOGIN_STATES)[number];

/** Pushed over the QR socket and answered by the status call. */
export const qrLoginEvent = z.object({ state: z.enum(QR_LOGIN_STATES) });
export type QrLoginEvent = z.infer<typeof qrLoginEvent>;

/** POST /api/login/qrcode/create: `scene` as for /api/login/account; only that kind of account may confirm. */
export const qrLoginCreateInput = z.object({ scene: z.enum(LOGIN_SCENES).optional() });
export const qrLoginIdInput = z.object({ id: text().min(1).max(64) });
export const qrLoginConfirmInput = z.object({ id: text().min(1).max(64), approve: z.boolean() });
export const qrLoginExchangeInput = z.object({
  id: text().min(1).max(64),
  secret: text().min(1).max(128),
});
/** Query of GET /api/login/qrcode/status and of the socket GET /api/login/qrcode/socket. */
export const qrLoginWatchInput = qrLoginExchangeInput;
export type QrLoginWatchInput = z.infer<typeof qrLoginWatchInput>;
/** What the phone sees before confirming: where the login request comes from. */
export const qrLoginScanResponse = z.object({
  state: z.enum(QR_LOGIN_STATES),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
});

// --- WeChat Open Platform login (only when WECHAT_APPID/WECHAT_SECRET are set) ---

export const getScanCodeInput = z.object({
  /** Where the browser returns after WeChat; a path of this product. */
  url: text().max(500).optional(),
  /** `login` (default) or `bind` (link WeChat to the logged-in account). */
  purpose: z.enum(['login', 'bind']).optional(),
});
export const getScanCodeResponse = z.object({ url: z.string() });
/** WeChat omits `code` when the user declines; the callback then returns with a message. */
export const wechatCallbackInput = z.object({
  code: text().min(1).max(256).optional(),
  state: text().min(1).max(256),
});
/** The page WeChat returns to carries a one-time ticket, exchanged here for a login. */
export const wechatExchangeInput = z.object({ ticket: text().min(1).max(128) });
/**
 * Query parameters the WeChat callback adds to the return path: `wx_ticket` (login: exchange it at
 * /api/login/wechat/exchange), `wx_bind` (`ok` or a sentence saying why binding failed), `wx_error`
 * (login failed: a sentence to show).
 */
export const WECHAT_RETURN_PARAMS = { ticket: 'wx_ticket', bind: 'wx_bind', error: 'wx_error' } as const;

export const authConfigResponse = z.object({
  /** Whether WeChat login and binding are available on this deployment. */
  wechat: z.boolean(),
  /** Whether /api/dev/sms/latest answers this connection: never in production, to loopback only. */
  sms_outbox: z.boolean(),
});
