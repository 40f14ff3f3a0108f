// antd Form rules for the account forms, with the shared contract's patterns and texts.
import { ACCOUNT_RULE, accountName, MOBILE_PATTERN, newPassword, PASSWORD_RULE } from '@app/shared/auth';
import type { FormRule } from 'antd';
import { AUTH_MESSAGES as M } from '../messages';

export const mobileRules: FormRule[] = [
  { required: true, whitespace: true, message: M.mobileRequired },
  { pattern: MOBILE_PATTERN, message: M.mobileInvalid, transform: (v: string) => v?.trim() },
];

export const codeRules: FormRule[] = [
  { required: true, whitespace: true, message: M.codeRequired },
  { pattern: /^\d{6}$/, message: M.codeInvalid, transform: (v: string) => v?.trim() },
];

export const newPasswordRules: FormRule[] = [
  { required: true, message: M.newPasswordRequired },
  {
    validator: (_, value: string | undefined) =>
      !value || newPassword.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORD_RULE)),
  },
];

/** The confirmation must equal the field `of`. */
export function confirmPasswordRules(of: string): FormRule[] {
  return [
    { required: true, message: M.newPasswordRequired },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(of)
          ? Promise.resolve()
          : Promise.reject(new Error(M.passwordMismatch)),
    }),
  ];
}

export const optionalAccountRules: FormRule[] = [
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || accountName.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(ACCOUNT_RULE)),
  },
];
