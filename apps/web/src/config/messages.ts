// User-facing texts shared by the app shell, lib and shared components (SPEC §2, §8).
import { MOBILE_INVALID } from '@app/shared/constants';

export const COMMON_MESSAGES = {
  notLoggedIn: '尚未登录',
  loginTimeoutTitle: '登录超时',
  loginTimeoutOk: '确认',
  loginExpired: '您的登录已过期，请重新登录',
  loginInvalid: '您的登录状态已失效，请重新登录',
  loginUnverifiable: '无法验证您的登录状态，请重新登录',
  userInfoFailed: '获取用户信息失败',
  networkError: '网络异常，请检查网络后重试',
  requestFailed: '请求失败，请稍后重试',
  forbidden: '无权进行此操作',

  backHome: '返回首页',
  goBack: '返回上一页',
  underConstruction: '该功能建设中，敬请期待',
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面可能已被移除，或链接有误',
  pageLoadFailed: '页面加载失败',
  pageLoadFailedHint: '可能是网络不稳定或版本已更新，请重试',
  retry: '重试',
  routeError: '页面出错了',
  routeErrorHint: '我们已记录该问题，请稍后重试或返回首页',
  loading: '加载中…',

  /** The field checks of every form (lib/form-rules.ts). */
  form: {
    mobileRequired: '请输入手机号',
    mobileInvalid: MOBILE_INVALID,
    codeRequired: '请输入验证码',
    codeInvalid: '请输入6位数字验证码',
    newPasswordRequired: '请设置新密码',
    confirmPasswordRequired: '请再次输入密码',
    passwordMismatch: '两次输入的密码不一致',
  },
  sms: {
    getCode: '获取验证码',
    resendIn: (seconds: number) => `${seconds}秒后重新获取`,
    mobileRequired: '请先输入手机号',
    mobileInvalid: MOBILE_INVALID,
    codeInvalid: '请输入6位数字验证码',
    codeSent: (mobile: string) => `验证码已发送至 ${mobile}`,
    /** Only where the server's console outbox answers this machine (GET /api/auth/config `sms_outbox`). */
    devFill: '本机调试：自动填入验证码',
    devFilled: '已填入最新验证码',
    devNone: '还没有发往该手机号的验证码，请先获取',
  },
  upload: {
    failed: '上传失败，请重试',
  },
  footer: {
    copyright: (year: number, company: string) => `© ${year} ${company} 版权所有`,
    agreement: '用户协议',
    privacyPolicy: '隐私政策',
    operator: (name: string) => `运营方：${name}`,
    contact: (line: string) => `联系我们：${line}`,
  },
} as const;
