// API contract of uploads and the user's resumes (SPEC §7 Uploads, issue 3 resume management).
import { z } from 'zod';
import { idField, idParam, text } from './fields.ts';

/** What an upload is for (`dir` of /api/upload/image); decides the accepted types. */
export const UPLOAD_DIRS = ['avatar', 'resume', 'jd', 'screenshot'] as const;
export type UploadDir = (typeof UPLOAD_DIRS)[number];

/** File extensions each `dir` accepts (DESIGN.md: resumes and JDs as PDF, DOCX, DOC, TXT). */
export const UPLOAD_EXTENSIONS: Record<UploadDir, readonly string[]> = {
  avatar: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  resume: ['.pdf', '.docx', '.doc', '.txt'],
  jd: ['.pdf', '.docx', '.doc', '.txt'],
  screenshot: ['.png', '.jpg', '.jpeg', '.webp'],
};

/** Largest file per `dir`, in MB. */
export const UPLOAD_LIMIT_MB: Record<UploadDir, number> = { avatar: 5, resume: 10, jd: 10, screenshot: 5 };

/** What each `dir` accepts, in words, for the 400 message of a wrong file. */
const UPLOAD_TYPE_LABELS: Record<UploadDir, string> = {
  avatar: 'PNG、JPG、GIF 或 WEBP 图片',
  resume: 'PDF、DOCX、DOC 或 TXT 文件',
  jd: 'PDF、DOCX、DOC 或 TXT 文件',
  screenshot: 'PNG、JPG 或 WEBP 图片',
};

/** Texts of a refused upload; the web may check before sending and show the same words. */
export const UPLOAD_MESSAGES = {
  uploaded: '上传成功',
  /** A wrong extension, or content that is not what the extension says. */
  wrongType: (dir: UploadDir) => `不支持的文件类型，请上传 ${UPLOAD_TYPE_LABELS[dir]}`,
  tooLarge: (mb: number) => `文件过大，最大 ${mb} MB`,
  noFile: '请选择要上传的文件',
  emptyFile: '文件内容为空，请重新选择',
  badDir: '参数 dir 不正确：请选择 avatar、resume、jd 或 screenshot',
  badWsId: '参数 ws_id 不正确',
  notMultipart: '请以 multipart/form-data 上传文件',
  avatarNotFound: '头像不存在',
} as const;

/** The text fields of the multipart upload (the `file` part comes before or after them). */
export const uploadFields = z.object({
  dir: z.enum(UPLOAD_DIRS),
  /** Optional: the /wxUpload/{id} socket that hears `file_upload_complete` for this upload (phone uploads). */
  ws_id: text().trim().min(1).max(64).optional(),
});

/** SPEC §3 'Uploaded file response': url and name; `id` names the stored file for later calls. */
export const uploadResponse = z.object({ id: z.number().int(), url: z.string(), name: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const resumeItem = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  is_default: z.boolean(),
  /** Whether text could be read from the file (an image-only PDF has none). */
  parsed: z.boolean(),
});
export type ResumeItem = z.infer<typeof resumeItem>;

/** GET /api/resume/list: the user's resumes, newest first (never many, so not paged). */
export const resumeListResponse = z.array(resumeItem);

export const resumeDetail = resumeItem.extend({ text: z.string() });
export type ResumeDetail = z.infer<typeof resumeDetail>;

export const resumeIdInput = z.object({ id: idParam });
export const renameResumeInput = z.object({
  id: idField,
  name: text().trim().min(1, '请输入简历名称').max(60, '名称不能超过60个字符'),
});

export const setDefaultResumeInput = z.object({ id: idField });

/** GET /api/upload/generate_qrcode?text=: a QR code of `text` as a PNG data URL. */
export const QRCODE_TEXT_MAX = 500;
export const generateQrcodeInput = z.object({
  text: text().min(1, '请输入二维码内容').max(QRCODE_TEXT_MAX, `二维码内容不能超过${QRCODE_TEXT_MAX}个字符`),
});
export const qrcodeResponse = z.object({ data_url: z.string() });
