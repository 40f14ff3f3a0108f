// User-facing texts of this feature: the titles and frame of the two documents (their bodies live in documents/).

export const LEGAL_MESSAGES = {
  agreement: { title: '用户协议' },
  privacy: { title: '隐私政策' },
  updated: (date: string) => `更新日期：${date}`,
  effective: (date: string) => `生效日期：${date}`,
  contents: '目录',
  seeAlso: '另见',
  /** Stand-ins for SITE_OPERATOR and SITE_CONTACT when a deployment has not set them. */
  operatorFallback: '本平台运营方',
  contactFallback: '平台内「用户反馈」（登录后点击右上角头像菜单）',
} as const;
