// Every route path of SPEC §2 in one object; links, redirects, the guard and the router all read from here.
import { HOT_JOBS_PATH } from '@app/shared/constants';

export const paths = {
  home: '/',
  chat: '/chating',
  /** The recruiter's minimal inbox (the business site itself is out of scope). */
  businessChat: '/business/chat',
  coaching: '/qzpp',
  /** 我要招聘 when no separate business site is configured: what the product offers companies. */
  forCompanies: '/business',
  notFound: '/404',
  /** 用户协议 and 隐私政策: public, linked from the consent checkbox and the footer. */
  agreement: '/agreement',
  privacyPolicy: '/privacy-policy',

  store: {
    root: '/store',
    entry: {
      root: '/store/entry',
      loginEmail: '/store/entry/loginEmail',
      loginPwd: '/store/entry/loginPwd',
      loginQRCode: '/store/entry/loginQRCode',
      forgottenPwd: '/store/entry/forgottenPwd',
    },
    dashboard: {
      root: '/store/dashboard',
      profile: '/store/dashboard/profile',
      qrCode: '/store/dashboard/QRCode',
      phone: '/store/dashboard/phone',
      password: '/store/dashboard/password',
    },
    personal: {
      root: '/store/personal',
      basic: '/store/personal/basic',
      resume: '/store/personal/resume',
      security: '/store/personal/security',
      general: '/store/personal/general',
      privacy: '/store/personal/privacy',
    },
    interviewAnalysis: '/store/Interview_Analysis',
    interviewAnalysisById: '/store/Interview_Analysis/:id',
    interviewIng: '/store/interview_ing',
    interviewPre: '/store/interview_pre',
    selectMetahuman: '/store/select_metahuman',
    /** Practise one question of a finished interview again: ?interviewId=&seq=. */
    interviewRetry: '/store/interview_retry',
  },

  /** Pages made for a phone. */
  mobile: {
    /** Opened from the login QR code: approve the computer's login (needs a login, so not under /store/entry). */
    loginConfirm: '/m/login-confirm',
    /** Opened from the 'upload from phone' QR code: a guest may hold only its one-time code. */
    upload: '/m/upload',
  },

  /** Top-level extras: each renders the same page as its /store counterpart where one exists. */
  extras: {
    dashboard: '/dashboard',
    interviewAnalysis: '/Interview_Analysis',
    interviewAnalysisById: '/Interview_Analysis/:id',
    interviewIng: '/interview_ing',
    interviewPre: '/interview_pre',
    interviewHistory: '/interview_mianshilishi',
    selectInterviewer: '/interview_xuanzeshuziren',
    morePosition: '/more_position',
    resumeManage: '/resume_manage',
    demo: '/demo',
  },
} as const;

/** Home in hot-jobs mode (SPEC §4 'Home mode'). */
export const HOME_MODE_PARAM = 'mode';
export const HOT_JOBS_MODE = 'jobs';
/** The one spelling the server knows too: it renders this page for a visitor (apps/server's web-app.ts). */
export const hotJobsPath = HOT_JOBS_PATH;
/** Set in sessionStorage to land on the hot-jobs mode the next time home opens. */
export const HOT_JOBS_REDIRECT_KEY = 'home-hot-jobs-redirect';

export function isHotJobsMode(search: string): boolean {
  return new URLSearchParams(search).get(HOME_MODE_PARAM) === HOT_JOBS_MODE;
}

/** `?mode=register` turns the SMS login page into registration. */
export const ENTRY_MODE_PARAM = 'mode';
export const REGISTER_MODE = 'register';
/** Registration: where 免费试用 sends a visitor (an account is what a trial needs). */
export const registerPath = `${paths.store.entry.loginEmail}?${ENTRY_MODE_PARAM}=${REGISTER_MODE}`;

export function isRegisterMode(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get(ENTRY_MODE_PARAM) === REGISTER_MODE;
}

/** `scene` on the password login for a recruiter's account (SPEC §5's seeker login is the default). */
export const LOGIN_SCENE_PARAM = 'scene';
export const BUSINESS_SCENE = 'business';

export function isBusinessScene(search: URLSearchParams): boolean {
  return search.get(LOGIN_SCENE_PARAM) === BUSINESS_SCENE;
}

/** The recruiter's way in: the password login with the business scene, then `redirect` (the inbox by default). */
export function businessLoginPath(redirect: string = paths.businessChat): string {
  return `${paths.store.entry.loginPwd}?${LOGIN_SCENE_PARAM}=${BUSINESS_SCENE}&redirect=${encodeURIComponent(redirect)}`;
}

/** The recruiter's pages: a visit without a session goes to the recruiter's login. */
function isBusinessPath(from: string): boolean {
  const pathname = (from.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  return pathname === paths.businessChat || pathname.startsWith(`${paths.businessChat}/`);
}

/** The login entry that returns to `from` (path incl. search) afterwards. */
export function loginEntryPath(from?: string): string {
  if (from && isBusinessPath(from)) return businessLoginPath(from);
  return from ? `${paths.store.entry.root}?redirect=${encodeURIComponent(from)}` : paths.store.entry.root;
}

export function interviewAnalysisPath(id?: string | number, { store = true } = {}): string {
  const base = store ? paths.store.interviewAnalysis : paths.extras.interviewAnalysis;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
}

/** The retry-one-question page for question `seq` of interview `interviewId`. */
export function interviewRetryPath(interviewId: number, seq: number): string {
  return `${paths.store.interviewRetry}?interviewId=${interviewId}&seq=${seq}`;
}
