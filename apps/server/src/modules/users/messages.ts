// Texts the account endpoints answer with (code 0 messages a person reads).

export const USER_MESSAGES = {
  notFound: '用户不存在',
  badQueryToken: '参数 token 不正确',
  accountDeleted: '账号已注销',
  avatarInvalid: '头像地址无效，请重新上传头像',
  // changePassword / deleteAccount
  mobileMismatch: '手机号与账号绑定的不一致',
  noMobileForCode: '账号未绑定手机号，请使用密码验证',
  noPassword: '账号尚未设置密码，请使用手机验证码验证',
  wrongOldPassword: '原密码错误',
  wrongPassword: '密码错误',
  // bindMobile
  incomplete: '请填写完整信息',
  oldMobileMismatch: '原手机号与账号绑定的不一致',
  sameMobile: '新手机号不能与原手机号相同',
  mobileTaken: '该手机号已被其他账号绑定',
  // WeChat mini-program / official account
  wechatNotEnabled: '微信小程序/公众号绑定未开通',
  wechatUnsupported: '暂不支持微信小程序/公众号绑定，请使用微信扫码绑定',
  // devices
  deviceNotFound: '该登录设备不存在或已退出',
} as const;
