// API contract of uploads and the user's resumes (SPEC §7 Uploads, issue 3 resume management).
import { z } from 'zod';
import { idField, idParam, text } from './fields.ts';

/**
 * Characters never kept in a file name: C0 and C1 controls, DEL, and the invisible marks that reorder or
 * disguise text (U+202E turns `gpj.exe` into what reads as `exe.jpg`): LRM/RLM, ALM, the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function stripUnsafeCharacters(name: string): string {
  return name.replace(UNSAFE_NAME_CHARACTERS, '');
}

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

/** Most pages of a PDF whose text is read (resumes and JDs): a longer one is refused. */
export const DOCUMENT_MAX_PAGES = 50;

const sizeLabel = (mb: number) => (mb >= 1024 ? `${Number((mb / 1024).toFixed(1))} GB` : `${mb} MB`);
const RESAVE = '请另存为较小的 PDF 或 DOCX 后重新上传';

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
  /** The per-user quota (live files and their total size) is reached. */
  quotaFull: (files: number, mb: number) =>
    `存储空间已满：每位用户最多保存 ${files} 个文件、共 ${sizeLabel(mb)}，请先删除不用的文件`,
  /** Stored, but no text could be read from it (a scan, or a damaged file). */
  textUnread: '上传成功，但未能读取文件中的文字（可能是扫描件或文件已损坏）',
  /** A resume or JD over a parsing cap: refused, since its text is what it is for. */
  documentRefused: {
    pages: `文件页数过多（最多 ${DOCUMENT_MAX_PAGES} 页），无法读取其中的文字，请上传精简后的文件`,
    inflated: '文件解压后的内容过大，无法读取其中的文字，请检查文件后重新上传',
    timeout: `文件解析超时，无法读取其中的文字，${RESAVE}`,
    memory: `文件内容过于复杂，无法读取其中的文字，${RESAVE}`,
  },
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
  name: text()
    .overwrite(stripUnsafeCharacters)
    .trim()
    .min(1, '请输入简历名称')
    .max(60, '名称不能超过60个字符'),
});

export const setDefaultResumeInput = z.object({ id: idField });

/** GET /api/upload/generate_qrcode?text=: a QR code of `text` as a PNG data URL. */
export const QRCODE_TEXT_MAX = 500;
export const generateQrcodeInput = z.object({
  text: text().min(1, '请输入二维码内容').max(QRCODE_TEXT_MAX, `二维码内容不能超过${QRCODE_TEXT_MAX}个字符`),
});
export const qrcodeResponse = z.object({ data_url: z.string() });
