// User-facing texts of this feature. The personal centre: basic info, resumes and settings.

export const PERSONAL_MESSAGES = {
  pageTitles: {
    basic: '基本信息',
    resume: '简历管理',
    security: '账号安全',
    general: '通用设置',
    privacy: '隐私设置',
  },
} as const;
