// The spec's checks of the phone and password forms (SPEC §5), in its order, as the first message that applies.
import { MOBILE_PATTERN, newPassword, PASSWORD_RULE } from '@app/shared/auth';
import { COMMON_MESSAGES } from '@/config/messages';
import { PERSONAL_MESSAGES } from '../messages';

const blank = (value: string | undefined) => !value?.trim();
const CODE_PATTERN = /^\d{6}$/;

export interface PhoneChangeValues {
  old_mobile?: string;
  old_code?: string;
  mobile?: string;
  code?: string;
}

/** Change phone: all four fields (the old pair only when a phone is bound) → 请填写完整信息. */
export function validatePhoneChange(values: PhoneChangeValues, hasOldMobile: boolean): string | null {
  const required = hasOldMobile
    ? [values.old_mobile, values.old_code, values.mobile, values.code]
    : [values.mobile, values.code];
  if (required.some(blank)) return PERSONAL_MESSAGES.phone.incomplete;
  const mobiles = hasOldMobile ? [values.old_mobile, values.mobile] : [values.mobile];
  if (mobiles.some((m) => !MOBILE_PATTERN.test(m?.trim() ?? ''))) return COMMON_MESSAGES.sms.mobileInvalid;
  const codes = hasOldMobile ? [values.old_code, values.code] : [values.code];
  if (codes.some((c) => !CODE_PATTERN.test(c?.trim() ?? ''))) return COMMON_MESSAGES.sms.codeInvalid;
  return null;
}

export interface NewPasswordValues {
  mobile?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

/**
 * Set a new password: phone and code (请填写手机号和验证码), then password and confirmation
 * (请设置新密码), then equal (两次输入的密码不一致), then the password rule of the contract.
 */
export function validateNewPassword(values: NewPasswordValues, { needCode = true } = {}): string | null {
  const M = PERSONAL_MESSAGES.password;
  if (needCode && (blank(values.mobile) || blank(values.code))) return M.mobileAndCodeRequired;
  if (!values.password || !values.confirm) return M.passwordRequired;
  if (values.password !== values.confirm) return M.mismatch;
  if (needCode && !MOBILE_PATTERN.test(values.mobile?.trim() ?? '')) return COMMON_MESSAGES.sms.mobileInvalid;
  if (needCode && !CODE_PATTERN.test(values.code?.trim() ?? '')) return COMMON_MESSAGES.sms.codeInvalid;
  if (!newPassword.safeParse(values.password).success) return PASSWORD_RULE;
  return null;
}
