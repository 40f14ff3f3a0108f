// Links between the login-entry views, carrying the `redirect` query along.
import { ENTRY_MODE_PARAM, isRegisterMode, paths, REGISTER_MODE } from '@/config/paths';

export type EntryView = 'sms' | 'password' | 'qrcode' | 'register' | 'forgot';

const { entry } = paths.store;

export function entryView(pathname: string, search: URLSearchParams): EntryView {
  const path = pathname.toLowerCase();
  if (path.startsWith(entry.loginPwd.toLowerCase())) return 'password';
  if (path.startsWith(entry.loginQRCode.toLowerCase())) return 'qrcode';
  if (path.startsWith(entry.forgottenPwd.toLowerCase())) return 'forgot';
  return isRegisterMode(search) ? 'register' : 'sms';
}

const VIEW_PATHS: Record<EntryView, string> = {
  sms: entry.loginEmail,
  password: entry.loginPwd,
  qrcode: entry.loginQRCode,
  register: entry.loginEmail,
  forgot: entry.forgottenPwd,
};

/** The path of `view`, keeping only the `redirect` of the current search. */
export function entryViewPath(view: EntryView, search: URLSearchParams): string {
  const next = new URLSearchParams();
  if (view === 'register') next.set(ENTRY_MODE_PARAM, REGISTER_MODE);
  const redirect = search.get('redirect');
  if (redirect) next.set('redirect', redirect);
  const query = next.toString();
  return query ? `${VIEW_PATHS[view]}?${query}` : VIEW_PATHS[view];
}
