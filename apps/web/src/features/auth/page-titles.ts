// The page titles of this feature, apart from its other texts: the router (in the app shell) needs only these.
export const AUTH_PAGE_TITLES = {
  loginEmail: '验证码登录',
  loginPwd: '密码登录',
  loginQRCode: '扫码登录',
  forgottenPwd: '找回密码',
  register: '注册账号',
  qrCode: '扫码登录',
  phone: '手机号登录',
  password: '密码登录',
  loginConfirm: '登录确认',
} as const;
