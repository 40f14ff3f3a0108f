// Business constants of SPEC §9, defined once for the server and the web app.

export const SUCCESS_CODE = 1;
export const FAILURE_CODE = 0;
export const TERMINAL = 4;
export const TOKEN_COOKIE = 'ai-interview-token';
export const TOKEN_HEADER = 'token';
export const REQUEST_TIMEOUT_MS = 600_000;

export const PAGE_SIZE = {
  hotJobs: 10,
  favourites: 20,
  history: 12,
  submitDialog: 50,
} as const;
export const MAX_PAGE_SIZE = 100;

/** Home in hot-jobs mode (SPEC §4 'Home mode'): the board, which the server renders for a visitor. */
export const HOT_JOBS_PATH = '/?mode=jobs';

export const INFINITE_SCROLL_THRESHOLD_PX = 200;
export const HEADER_OPAQUE_SCROLL_PX = 50;

export const HISTORY_WHEEL = { deltaThreshold: 30, lockMs: 800, slideMs: 300 } as const;

export const PUBLISH_DAYS = [1, 3, 7, 15, 30] as const;

export const RECRUITMENT_TYPE = { social: 0, campus: 1, intern: 2 } as const;
export type RecruitmentType = (typeof RECRUITMENT_TYPE)[keyof typeof RECRUITMENT_TYPE];
export const RECRUITMENT_TYPE_LABELS: Record<RecruitmentType, string> = {
  0: '社会招聘',
  1: '校园招聘',
  2: '实习',
};
/** SPEC §9: an unknown recruitment type reads as campus hiring. */
export const DEFAULT_RECRUITMENT_TYPE_LABEL = RECRUITMENT_TYPE_LABELS[1];

export const EDUCATION_LABELS: Record<number, string> = {
  3: '大专及以上',
  4: '本科及以上',
  5: '硕士及以上',
  6: '博士',
};
export const EDUCATION_FALLBACK_LABEL = '不限';

export const EXPERIENCE_LABELS: Record<number, string> = {
  0: '经验不限',
  1: '1年以内',
  2: '1-3年',
  3: '3-5年',
  4: '5-10年',
  5: '10年以上',
};

export const FILTER_CITIES = [
  '全国',
  '北京',
  '上海',
  '深圳',
  '广州',
  '杭州',
  '成都',
  '武汉',
  '南京',
] as const;
export const NATIONWIDE = '全国';

/** The cities one search may name (`city` as a comma list): an expectation's cities. */
export const JOB_CITY_LIST_MAX = 5;

/** The cities of a `city` filter: a comma list, blanks and repeats dropped; 全国 among them means none. */
export function splitJobCities(city: string | null | undefined): string[] {
  const cities = [
    ...new Set(
      (city ?? '')
        .split(/[,，]/)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  return cities.includes(NATIONWIDE) ? [] : cities;
}

/** Job-expectation job_type: 2 means an internship (salary in 元/天). */
export const JOB_TYPE_INTERN = 2;

export const SMS_RESEND_SECONDS = 60;
export const SMS_COOKIE_DAYS = 1;
export const SMS_COOKIE = 'sms-countdown';

export const TOAST_SECONDS = { loginError: 3, loginSuccess: 5, guard: 5 } as const;

export const INTERVIEWER = { tough: 2, gentle: 3 } as const;
export const USABLE_INTERVIEWER_ID = INTERVIEWER.gentle;

export const HEARTBEAT_MS = 30_000;
export const UPLOAD_SOCKET_RECONNECT = { delayMs: 3_000, attempts: 5 } as const;

export const CAROUSEL_AUTOPLAY_MS = 3_000;
export const EMOJI_LEVELS = ['非常满意', '满意', '一般', '不满意', '非常不满意'] as const;

/** User types of DESIGN.md: 1 job seeker, 2 business user (recruiter). */
export const USER_TYPE = { seeker: 1, business: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Chat receiver type for companies (SPEC §6). */
export const RECEIVER_TYPE_COMPANY = 2;

export const LOGOUT_THROTTLE_MS = 2_000;

/**
 * Why a 401 refused a call, in its WWW-Authenticate challenge (RFC 6750's error code): `Token` alone when no
 * token came, `Token error="invalid_token"` when the one that came is no longer accepted (expired, revoked,
 * unknown). The web ends the session by this code, never by reading the message.
 */
export const AUTH_CHALLENGE = {
  header: 'www-authenticate',
  scheme: 'Token',
  invalidToken: 'invalid_token',
} as const;

/** The challenge of a 401: whether the token that came is no longer accepted, or none came. */
export function authChallenge(tokenInvalid: boolean): string {
  return tokenInvalid
    ? `${AUTH_CHALLENGE.scheme} error="${AUTH_CHALLENGE.invalidToken}"`
    : AUTH_CHALLENGE.scheme;
}

/** True when a 401's WWW-Authenticate says the token sent is no longer accepted. */
export function isInvalidTokenChallenge(challenge: string | null | undefined): boolean {
  return (challenge ?? '').includes(`error="${AUTH_CHALLENGE.invalidToken}"`);
}
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A mainland mobile: 1, then 3-9, then nine more digits (so 12345678901 is not one). Both sides test with this. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_INVALID = '请输入正确的11位手机号';
