import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows a path of this app, search included', () => {
    expect(safeRedirect('/store/personal/basic?tab=1', '/store/dashboard')).toBe(
      '/store/personal/basic?tab=1',
    );
    expect(safeRedirect('/m/login-confirm?id=abc', '/x')).toBe('/m/login-confirm?id=abc');
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'store/personal',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
  ])('falls back on %s', (raw) => {
    expect(safeRedirect(raw, '/store/dashboard')).toBe('/store/dashboard');
  });

  it('never sends a fresh login back into the login entry', () => {
    expect(safeRedirect('/store/entry/loginPwd', '/store/dashboard')).toBe('/store/dashboard');
    expect(safeRedirect('/store/entry?redirect=%2Fx', '/store/dashboard')).toBe('/store/dashboard');
  });
});
