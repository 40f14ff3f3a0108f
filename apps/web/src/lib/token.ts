// The login token lives in the cookie `ai-interview-token` (SPEC §9); the API gets it as a header, never as a cookie.
import { TOKEN_COOKIE } from '@app/shared/constants';
import Cookies from 'js-cookie';

const TOKEN_COOKIE_DAYS = 7;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function hasToken(): boolean {
  return getToken() !== undefined;
}

export function setToken(token: string, days: number = TOKEN_COOKIE_DAYS): void {
  Cookies.set(TOKEN_COOKIE, token, {
    path: '/',
    expires: days,
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
