// User-facing texts shared by the app shell, lib and shared components (SPEC §2, §8).
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

  sms: {
    getCode: '获取验证码',
    resendIn: (seconds: number) => `${seconds}秒后重新获取`,
    mobileRequired: '请先输入手机号',
    mobileInvalid: '请输入正确的11位手机号',
    codeInvalid: '请输入6位数字验证码',
    codeSent: (mobile: string) => `验证码已发送至 ${mobile}`,
    devFill: '开发环境：自动填入验证码',
    devFilled: '已填入最新验证码',
    devNone: '还没有发往该手机号的验证码，请先获取',
  },
  upload: {
    failed: '上传失败，请重试',
  },
} as const;
