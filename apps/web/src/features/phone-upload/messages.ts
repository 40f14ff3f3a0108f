// Texts of the phone upload page (/m/upload?code=), opened from the desktop's QR code.
export const PHONE_UPLOAD_MESSAGES = {
  pageTitle: '手机上传',
  heading: '上传文件到电脑',
  intro: '选择文件上传，电脑上会立即显示',
  introImage: '选择图片或拍照上传，电脑上会立即显示',
  dirLabel: {
    resume: '简历',
    jd: '岗位描述（JD）',
    avatar: '头像',
    screenshot: '图片',
  },
  accepts: {
    resume: '支持 PDF、DOCX、DOC、TXT，最大 10 MB',
    jd: '支持 PDF、DOCX、DOC、TXT，最大 10 MB',
    avatar: '支持 JPG、PNG、WEBP，最大 5 MB',
    screenshot: '支持 JPG、PNG、WEBP，最大 5 MB',
  },
  pickFile: '选择文件',
  takePhoto: '拍照上传',
  uploading: '正在上传…',
  done: '上传成功',
  doneHint: '文件已发送到电脑，请在电脑上继续操作',
  failed: '上传失败，请重试',
  noCode: '请使用电脑上的二维码打开此页面',
  checking: '正在验证二维码…',
} as const;
