// The one way forms check their fields: antd Form rules, shown under the field, built on the shared
// contract's patterns so the browser refuses exactly what the server would.
import { ACCOUNT_RULE, accountName, MOBILE_PATTERN, newPassword, PASSWORD_RULE } from '@app/shared/auth';
import type { FormRule } from 'antd';
import { COMMON_MESSAGES } from '@/config/messages';

const M = COMMON_MESSAGES.form;
const CODE_PATTERN = /^\d{6}$/;
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Not blank (spaces count as blank), else `message`. */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}

/** A mainland mobile; `requiredMessage` when blank. */
export function mobileRules(requiredMessage: string = M.mobileRequired): FormRule[] {
  return [
    requiredRule(requiredMessage),
    { pattern: MOBILE_PATTERN, message: M.mobileInvalid, transform: trim },
  ];
}

/** A six-digit SMS code; `requiredMessage` when blank. */
export function codeRules(requiredMessage: string = M.codeRequired): FormRule[] {
  return [requiredRule(requiredMessage), { pattern: CODE_PATTERN, message: M.codeInvalid, transform: trim }];
}

/** A new password that meets the contract's rule; `requiredMessage` when empty. */
export function newPasswordRules(requiredMessage: string = M.newPasswordRequired): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    {
      validator: (_, value: string | undefined) =>
        !value || newPassword.safeParse(value).success
          ? Promise.resolve()
          : Promise.reject(new Error(PASSWORD_RULE)),
    },
  ];
}

/** The confirmation must equal the field `of`; `requiredMessage` when empty. */
export function confirmPasswordRules(
  of: string,
  requiredMessage: string = M.confirmPasswordRequired,
): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue(of)
          ? Promise.resolve()
          : Promise.reject(new Error(M.passwordMismatch)),
    }),
  ];
}

/** An account name, when one is given. */
export const optionalAccountRules: FormRule[] = [
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || accountName.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(ACCOUNT_RULE)),
  },
];

/** A checkbox that must be ticked, else `message`. */
export function mustTickRule(message: string): FormRule {
  return {
    validator: (_, value: boolean | undefined) =>
      value ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
