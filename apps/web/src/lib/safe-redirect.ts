// Where to go after a login: the `redirect` query when it is a path of this app, else a fallback.
import { paths } from '@/config/paths';

function isLoginEntry(path: string): boolean {
  const lower = path.toLowerCase();
  const entry = paths.store.entry.root.toLowerCase();
  return lower === entry || lower.startsWith(`${entry}/`) || lower.startsWith(`${entry}?`);
}

/**
 * Only same-app paths are followed ('/x', never '//host' or 'https://…': no open redirect), and never
 * back into the login entry, which would only bounce a logged-in user to the dashboard.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  const value = raw?.trim();
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (isLoginEntry(value)) return fallback;
  return value;
}
