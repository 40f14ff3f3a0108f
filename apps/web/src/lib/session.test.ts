import { TOKEN_COOKIE } from '@app/shared/constants';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  displayName,
  readStoredUserInfo,
  type SessionUser,
  USER_INFO_STORAGE_KEY,
  useSession,
} from './session';

beforeEach(() => {
  useSession.getState().clear();
  localStorage.clear();
});

describe('displayName', () => {
  it('takes nickname, then real_name, account, mobile (SPEC §3)', () => {
    const full = { nickname: '小明', real_name: '王明', account: 'wangming', mobile: '13800138000' };
    expect(displayName(full)).toBe('小明');
    expect(displayName({ ...full, nickname: '' })).toBe('王明');
    expect(displayName({ ...full, nickname: undefined, real_name: '  ' })).toBe('wangming');
    expect(displayName({ mobile: '13800138000' })).toBe('13800138000');
  });

  it('ignores name, and has nothing for no user', () => {
    expect(displayName({ name: '别名' })).toBeUndefined();
    expect(displayName(null)).toBeUndefined();
  });
});

describe('session store', () => {
  it('signIn stores the token cookie and the user info, without the token in localStorage', () => {
    useSession.getState().signIn('tok-1', { nickname: '小明', token: 'tok-1' } as SessionUser);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(useSession.getState()).toMatchObject({ hasToken: true, userInfo: { nickname: '小明' } });
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? '')).toEqual({ nickname: '小明' });
  });

  it('clear forgets the token cookie and the stored userInfo', () => {
    useSession.getState().signIn('tok-1', { nickname: '小明' });
    useSession.getState().clear();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ hasToken: false, userInfo: null });
  });

  it('syncToken notices a cookie that went away', () => {
    useSession.getState().signIn('tok-1', { nickname: '小明' });
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    useSession.getState().syncToken();
    expect(useSession.getState()).toMatchObject({ hasToken: false, userInfo: null });
  });

  it('reads back stored user info, tolerating garbage', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{not json');
    expect(readStoredUserInfo()).toBeNull();
    localStorage.setItem(USER_INFO_STORAGE_KEY, '[1,2]');
    expect(readStoredUserInfo()).toBeNull();
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{"account":"demo"}');
    expect(readStoredUserInfo()).toEqual({ account: 'demo' });
  });
});
