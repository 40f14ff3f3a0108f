// Every sentence the auth domain answers with, in one place (SMS code messages live in sms-codes.ts).
import { MOBILE_NOT_REGISTERED } from '@app/shared/auth';

export const AUTH_MESSAGES = {
  loginOk: '登录成功',
  registerOk: '注册成功',
  logoutOk: '已成功退出登录',
  resetOk: '密码重置成功，请使用新密码登录',
  codeSent: '验证码已发送',

  mobileRegistered: '该手机号已注册，请直接登录',
  /** The web recognises this one and offers registration. */
  mobileUnknown: MOBILE_NOT_REGISTERED,
  mobileTaken: '该手机号已被其他账号绑定',
  accountTaken: '该账号已被使用',
  lookupLimit: '操作过于频繁，请稍后再试',

  wrongPassword: '账号或密码错误',
  locked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
  ipLocked: '当前网络密码错误次数过多，请稍后再试',
  accountPaused: (minutes: number) =>
    `该账号密码错误次数过多，已暂停密码登录，请${minutes}分钟后再试，或使用验证码登录`,
  businessOnUserSide: '该账号为企业账号，请切换到企业端登录',
  userOnBusinessSide: '该账号不是企业账号，请切换到求职者端登录',
  noBusinessAccount: '该手机号未开通企业账号',

  resetExpired: '重置密码已超时，请重新验证手机号',
  outboxEmpty: '该手机号暂无验证码',
  noSuchPath: '接口不存在',

  qrExpired: '二维码已过期，请刷新',
  qrInvalid: '二维码无效，请刷新',
  qrScannedByOther: '该二维码已被其他账号扫描',
  qrNotScanned: '请先扫描二维码',
  qrWaitConfirm: '请在手机上确认登录',
  qrCancelled: '登录已取消，请刷新二维码',
  qrUsed: '二维码已使用，请刷新',
  qrTooMany: '二维码刷新过于频繁，请稍后再试',
  qrForSeekers: '该二维码用于求职者登录，请使用求职者账号扫码',
  qrForBusiness: '该二维码用于企业端登录，请使用企业账号扫码',

  wechatOff: '微信登录未开通',
  wechatFailed: '微信授权失败，请重试',
  wechatDenied: '您已取消微信授权',
  wechatStateExpired: '微信授权已超时，请重新扫码',
  wechatBoundToOther: '该微信已绑定其他账号',
  wechatTicketExpired: '微信登录已超时，请重新扫码',
  badReturnPath: '回跳地址不合法',
  accountGone: '账号不存在或已注销',
} as const;
