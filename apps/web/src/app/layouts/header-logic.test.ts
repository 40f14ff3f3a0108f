import { describe, expect, it } from 'vitest';
import {
  activeNavKey,
  activeSide,
  isHeaderTransparent,
  showsBackToInterview,
  showsSidebar,
} from './header-logic';

describe('showsBackToInterview', () => {
  it.each([
    '/store/personal',
    '/store/personal/basic',
    '/store/personal/resume',
    '/interview_mianshilishi',
    '/Interview_Analysis',
    '/Interview_Analysis/12',
    '/store/Interview_Analysis/12',
  ])('shows on %s', (path) => {
    expect(showsBackToInterview(path)).toBe(true);
  });

  it.each(['/', '/qzpp', '/store/dashboard/profile', '/store/personalx', '/chating'])(
    'hides on %s',
    (path) => {
      expect(showsBackToInterview(path)).toBe(false);
    },
  );
});

describe('isHeaderTransparent', () => {
  it('is transparent at the top of the home landing only', () => {
    expect(isHeaderTransparent('/', '', 0)).toBe(true);
    expect(isHeaderTransparent('/', '', 49)).toBe(true);
  });

  it('turns opaque once scrolled 50 px, in hot-jobs mode and elsewhere', () => {
    expect(isHeaderTransparent('/', '', 50)).toBe(false);
    expect(isHeaderTransparent('/', '?mode=jobs', 0)).toBe(false);
    expect(isHeaderTransparent('/qzpp', '', 0)).toBe(false);
  });
});

describe('activeNavKey', () => {
  it('maps paths to nav items', () => {
    expect(activeNavKey('/', '')).toBe('home');
    expect(activeNavKey('/', '?mode=jobs')).toBe('hotJobs');
    expect(activeNavKey('/qzpp', '')).toBe('coaching');
    expect(activeNavKey('/store/dashboard/profile', '')).toBe('interview');
    expect(activeNavKey('/store/personal/basic', '')).toBeUndefined();
  });
});

describe('showsSidebar', () => {
  it.each([
    '/store/dashboard/profile',
    '/dashboard',
    '/store/personal/basic',
    '/store/personal/privacy',
    '/resume_manage',
    '/interview_mianshilishi',
    '/Interview_Analysis/3',
    '/store/Interview_Analysis',
  ])('shows on %s', (path) => {
    expect(showsSidebar(path)).toBe(true);
  });

  it.each([
    '/',
    '/qzpp',
    '/store/entry/loginPwd',
    '/store/dashboard/phone',
    '/store/interview_ing',
    '/chating',
  ])('stays away from %s', (path) => {
    expect(showsSidebar(path)).toBe(false);
  });
});

describe('activeSide', () => {
  it('is the seeker side for a job seeker or a guest outside the pages for companies', () => {
    expect(activeSide('/', '', undefined)).toBe('seeker');
    expect(activeSide('/chating', '', 1)).toBe('seeker');
    expect(activeSide('/store/entry/loginPwd', '?redirect=%2F', undefined)).toBe('seeker');
  });

  it('is the business side for a recruiter anywhere, on their login and on the pages for companies', () => {
    expect(activeSide('/business/chat', '', 2)).toBe('business');
    expect(activeSide('/', '', 2)).toBe('business');
    expect(activeSide('/business', '', undefined)).toBe('business');
    expect(activeSide('/store/entry/loginPwd', '?scene=business', undefined)).toBe('business');
  });
});
