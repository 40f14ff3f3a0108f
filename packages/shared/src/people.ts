// How a person is shown: pure helpers without zod, so that the web's first screen can use them cheaply.

/** SPEC §3: the displayed name is the first of nickname, real_name, account, mobile that is set. */
export function displayName(user: {
  nickname?: string | null;
  real_name?: string | null;
  account?: string | null;
  mobile?: string | null;
}): string {
  return [user.nickname, user.real_name, user.account, user.mobile].find((v) => v?.trim())?.trim() ?? '';
}

/** 138****8000: how a mobile is shown where the whole number is not needed. */
export function maskMobile(value: string | null | undefined): string {
  return value && value.length === 11 ? `${value.slice(0, 3)}****${value.slice(7)}` : (value ?? '');
}
