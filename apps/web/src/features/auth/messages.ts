// User-facing texts of this feature. Login entry and the public account pages (QR-code scan, phone, password).

export const AUTH_MESSAGES = {
  pageTitles: {
    loginEmail: '验证码登录',
    loginPwd: '密码登录',
    loginQRCode: '扫码登录',
    forgottenPwd: '找回密码',
    qrCode: '扫码确认',
    phone: '绑定手机号',
    password: '设置密码',
  },
} as const;
