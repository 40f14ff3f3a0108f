// Texts of 'upload from phone' (the desktop's QR dialog and the phone page share them).
export const PHONE_UPLOAD_TEXTS = {
  button: '手机上传',
  title: '手机扫码上传',
  scanHint: '请使用手机扫描二维码，在手机上选择文件或拍照上传',
  expiresIn: (minutes: number) => `二维码 ${minutes} 分钟内有效，仅可使用一次`,
  expired: '二维码已过期',
  refresh: '刷新二维码',
  loadFailed: '二维码生成失败，请稍后重试',
  waiting: '等待手机上传…',
  received: (name: string) => `已收到手机上传的文件：${name}`,
  lineLost: '连接已断开，请刷新二维码后重试',
} as const;
