// The route guard of SPEC §2 as a pure decision: which paths need a login, and where a visit goes instead.
import { loginEntryPath, paths } from '@/config/paths';

export type GuardDecision =
  | { action: 'allow' }
  /** Not logged in on a protected path: show 尚未登录 and go to the login entry. */
  | { action: 'login'; to: string }
  /** Logged in on a login-entry path: go to the dashboard. */
  | { action: 'redirect'; to: string };

const { entry, dashboard } = paths.store;

/** SPEC §2: the paths a guest may open; every other path needs a login. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.coaching,
  // 我要招聘 without a business site: a company's first look needs no account.
  paths.forCompanies,
  // The guided tour of an interview with a sample report: a visitor's look before logging in.
  paths.extras.demo,
  paths.notFound,
  paths.agreement,
  paths.privacyPolicy,
  entry.root,
  entry.loginPwd,
  entry.loginEmail,
  entry.forgottenPwd,
  entry.loginQRCode,
  dashboard.password,
  dashboard.phone,
  dashboard.qrCode,
  // The phone of 'upload from phone' may hold only the QR code's one-time code.
  paths.mobile.upload,
];

const PUBLIC_SET = new Set(PUBLIC_PATHS.map((p) => p.toLowerCase()));

/** The pathname alone, without search or hash, trailing slash or letter case (the router ignores case too). */
export function normalizePathname(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const collapsed = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return (collapsed || '/').toLowerCase();
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_SET.has(normalizePathname(path));
}

export function isEntryPath(path: string): boolean {
  const pathname = normalizePathname(path);
  const root = entry.root.toLowerCase();
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** `path` is the full path a visit asks for, search included; `loggedIn` means a token is present. */
export function decideGuard(path: string, loggedIn: boolean): GuardDecision {
  if (loggedIn) {
    return isEntryPath(path) ? { action: 'redirect', to: dashboard.root } : { action: 'allow' };
  }
  return isPublicPath(path) ? { action: 'allow' } : { action: 'login', to: loginEntryPath(path) };
}
