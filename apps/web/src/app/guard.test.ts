import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { decideGuard, isEntryPath, normalizePathname, PUBLIC_PATHS } from './guard';

const publicPaths = [
  '/',
  '/qzpp',
  '/404',
  '/store/entry',
  '/store/entry/loginPwd',
  '/store/entry/loginEmail',
  '/store/entry/forgottenPwd',
  '/store/entry/loginQRCode',
  '/store/dashboard/password',
  '/store/dashboard/phone',
  '/store/dashboard/QRCode',
  // Read before consenting, so open to anyone (issue 8).
  '/agreement',
  '/privacy-policy',
  // The phone page of 'upload from phone' (issue 13): the one-time code is its key.
  '/m/upload',
  // 我要招聘's page for companies when no business site is set (issue 29).
  '/business',
  // The guided tour of the interview, ending at login (issue 29).
  '/demo',
];

const protectedPaths = [
  '/chating',
  '/store',
  '/store/dashboard',
  '/store/dashboard/profile',
  '/store/personal',
  '/store/personal/basic',
  '/store/personal/resume',
  '/store/personal/security',
  '/store/personal/general',
  '/store/personal/privacy',
  '/store/Interview_Analysis',
  '/store/Interview_Analysis/42',
  '/store/interview_ing',
  '/store/interview_pre',
  '/store/select_metahuman',
  '/dashboard',
  '/Interview_Analysis',
  '/Interview_Analysis/42',
  '/interview_ing',
  '/interview_pre',
  '/interview_mianshilishi',
  '/interview_xuanzeshuziren',
  '/more_position',
  '/resume_manage',
];

describe('decideGuard, logged out', () => {
  it('lists exactly the public paths of SPEC §2 and the two documents', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([...publicPaths].sort());
  });

  it.each(publicPaths)('lets a guest open %s', (path) => {
    expect(decideGuard(path, false)).toEqual({ action: 'allow' });
  });

  it.each(protectedPaths)('sends a guest on %s to the login entry with the path as redirect', (path) => {
    expect(decideGuard(path, false)).toEqual({
      action: 'login',
      to: `/store/entry?redirect=${encodeURIComponent(path)}`,
    });
  });

  it("sends a guest on the recruiter's inbox to the recruiter's password login", () => {
    expect(decideGuard('/business/chat?sessionId=4', false)).toEqual({
      action: 'login',
      to: `/store/entry/loginPwd?scene=business&redirect=${encodeURIComponent('/business/chat?sessionId=4')}`,
    });
  });

  it('keeps the search in the redirect, encoded', () => {
    expect(decideGuard('/store/interview_pre?selectedId=3&x=a b', false)).toEqual({
      action: 'login',
      to: '/store/entry?redirect=%2Fstore%2Finterview_pre%3FselectedId%3D3%26x%3Da%20b',
    });
  });

  it('treats public paths with a search, a trailing slash or other letter case as public', () => {
    expect(decideGuard('/?mode=jobs', false)).toEqual({ action: 'allow' });
    expect(decideGuard('/qzpp/', false)).toEqual({ action: 'allow' });
    expect(decideGuard('/store/entry/loginPwd?redirect=%2Fdemo', false)).toEqual({ action: 'allow' });
    expect(decideGuard('/store/dashboard/qrcode', false)).toEqual({ action: 'allow' });
  });

  it('does not mistake a prefix of a public path for it', () => {
    expect(decideGuard('/qzpp-extra', false).action).toBe('login');
    expect(decideGuard('/store/dashboard/passwords', false).action).toBe('login');
  });
});

describe('decideGuard, logged in', () => {
  it.each([
    '/store/entry',
    '/store/entry/loginEmail',
    '/store/entry/loginPwd',
    '/store/entry/loginQRCode',
    '/store/entry/forgottenPwd',
    '/store/entry/loginEmail?redirect=%2Fdemo',
  ])('sends a logged-in user on %s to the dashboard', (path) => {
    expect(decideGuard(path, true)).toEqual({ action: 'redirect', to: paths.store.dashboard.root });
  });

  it.each([...protectedPaths, '/', '/qzpp', '/404', '/store/dashboard/phone'])(
    'lets a logged-in user open %s',
    (path) => {
      expect(decideGuard(path, true)).toEqual({ action: 'allow' });
    },
  );
});

describe('path helpers', () => {
  it('normalizes pathnames', () => {
    expect(normalizePathname('/Store//Entry/?a=1#x')).toBe('/store/entry');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('/?mode=jobs')).toBe('/');
  });

  it('recognises login-entry paths only under /store/entry', () => {
    expect(isEntryPath('/store/entry')).toBe(true);
    expect(isEntryPath('/store/entry/loginQRCode')).toBe(true);
    expect(isEntryPath('/store/entryway')).toBe(false);
    expect(isEntryPath('/store/dashboard')).toBe(false);
  });
});
