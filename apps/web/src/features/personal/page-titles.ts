// The page titles of this feature, apart from its other texts: the router (in the app shell) needs only these.
export const PERSONAL_PAGE_TITLES = {
  basic: '基本信息',
  resume: '简历管理',
  security: '账号安全',
  general: '通用设置',
  privacy: '隐私设置',
} as const;
