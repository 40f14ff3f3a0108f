import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setFeedbackApi } from './feedback';
import { errorText, reportMutationError } from './mutation-error';

afterEach(() => setFeedbackApi(null));

describe('errorText', () => {
  it("says the server's sentence when there is one, else the caller's fallback", () => {
    expect(errorText(new ApiError('该账号已被使用', { code: 0 }), '保存失败，请重试')).toBe('该账号已被使用');
    expect(errorText(new ApiError('  ', { code: 0 }), '保存失败，请重试')).toBe('保存失败，请重试');
    expect(errorText(new TypeError('x is undefined'), '保存失败，请重试')).toBe('保存失败，请重试');
    expect(errorText(undefined)).toBe('请求失败，请稍后重试');
  });
});

describe('reportMutationError', () => {
  it('shows one red toast, with the duration and key asked for', () => {
    const error = vi.fn();
    setFeedbackApi({ message: { error } } as never);
    reportMutationError(new ApiError('验证码错误', { code: 0 }), '保存失败，请重试', {
      durationSeconds: 3,
      key: 'k',
    });
    expect(error).toHaveBeenCalledExactlyOnceWith({ content: '验证码错误', duration: 3, key: 'k' });
  });
});
