import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePhoneChange } from './validate';

describe('validatePhoneChange (SPEC §5)', () => {
  const full = { old_mobile: '13800138000', old_code: '111111', mobile: '13900139000', code: '222222' };

  it.each(['old_mobile', 'old_code', 'mobile', 'code'] as const)('needs %s: 请填写完整信息', (field) => {
    expect(validatePhoneChange({ ...full, [field]: '  ' }, true)).toBe('请填写完整信息');
  });

  it('needs only the new pair when no phone is bound yet', () => {
    expect(validatePhoneChange({ mobile: '13900139000', code: '222222' }, false)).toBeNull();
    expect(validatePhoneChange({ mobile: '13900139000' }, false)).toBe('请填写完整信息');
  });

  it('checks the numbers and codes once all are there', () => {
    expect(validatePhoneChange({ ...full, mobile: '1390013900' }, true)).toBe('请输入正确的11位手机号');
    expect(validatePhoneChange({ ...full, old_code: '12' }, true)).toBe('请输入6位数字验证码');
    expect(validatePhoneChange(full, true)).toBeNull();
  });
});

describe('validateNewPassword (SPEC §5)', () => {
  const full = { mobile: '13800138000', code: '123456', password: 'Abc12345', confirm: 'Abc12345' };

  it('asks in the spec order: phone and code, then both passwords, then equal', () => {
    expect(validateNewPassword({})).toBe('请填写手机号和验证码');
    expect(validateNewPassword({ ...full, code: '' })).toBe('请填写手机号和验证码');
    expect(validateNewPassword({ ...full, mobile: '' })).toBe('请填写手机号和验证码');
    expect(validateNewPassword({ ...full, confirm: '' })).toBe('请设置新密码');
    expect(validateNewPassword({ ...full, password: '' })).toBe('请设置新密码');
    expect(validateNewPassword({ ...full, confirm: 'Abc123456' })).toBe('两次输入的密码不一致');
    expect(validateNewPassword(full)).toBeNull();
  });

  it('then holds the password to the contract rule', () => {
    expect(validateNewPassword({ ...full, password: 'short1', confirm: 'short1' })).toBe(
      '密码需为8-32位，且同时包含字母和数字',
    );
  });

  it('skips the phone and code when proven otherwise', () => {
    expect(
      validateNewPassword({ password: 'Abc12345', confirm: 'Abc12345' }, { needCode: false }),
    ).toBeNull();
  });
});
