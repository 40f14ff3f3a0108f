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
  avatar: ['.png', '.jpg', '.jpeg', '.webp'],
  resume: ['.pdf', '.docx', '.doc', '.txt'],
  jd: ['.pdf', '.docx', '.doc', '.txt'],
  screenshot: ['.png', '.jpg', '.jpeg', '.webp'],
};

/** Largest file per `dir`, in MB. */
export const UPLOAD_LIMIT_MB: Record<UploadDir, number> = { avatar: 5, resume: 10, jd: 10, screenshot: 5 };

/** What each `dir` accepts, in words, for the 400 message of a wrong file. */
const UPLOAD_TYPE_LABELS: Record<UploadDir, string> = {
  avatar: 'PNG、JPG 或 WEBP 图片',
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
  /** Says it is a picture but does not decode as one (damaged, or something else). */
  imageUnreadable: '图片已损坏或无法识别，请重新选择',
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

/** Dirs a phone may upload into through the QR page (what the desktop waits for). */
export const PHONE_UPLOAD_DIRS = ['resume', 'jd', 'avatar', 'screenshot'] as const;
/** How long the QR code of a phone upload works (it also works only once). */
export const PHONE_UPLOAD_TTL_SECONDS = 10 * 60;
/** Where the phone lands from the QR code: a phone-first page holding only the one-time code. */
export const PHONE_UPLOAD_PATH = '/m/upload';

/** GET /api/upload/generate_qrcode?dir=: a one-time phone-upload code for the caller's new upload session. */
export const generateQrcodeInput = z.object({ dir: z.enum(PHONE_UPLOAD_DIRS).default('resume') });
export const qrcodeResponse = z.object({
  /** The phone page the QR code opens (it carries the one-time code). */
  url: z.string(),
  /** A name for the QR image, should the user save it. */
  name: z.string(),
  /** The QR code of `url`, a PNG data URL. */
  data_url: z.string(),
  /** The upload session: the desktop listens on /wxUpload/{ws_id}. */
  ws_id: z.string(),
  expires_at: z.number().int(),
});
export type QrcodeResponse = z.infer<typeof qrcodeResponse>;

/** GET /api/upload/ws/session?code=: what the phone page shows before the upload (the code is not used up). */
export const phoneCodeInput = z.object({ code: text().trim().min(1).max(64) });
export const phoneSessionResponse = z.object({
  dir: z.enum(PHONE_UPLOAD_DIRS),
  expires_at: z.number().int(),
});
export type PhoneSessionResponse = z.infer<typeof phoneSessionResponse>;

/**
 * The text fields of POST /api/upload/ws/uploadToObs: the phone sends the QR code's one-time `code`; a
 * logged-in caller may send `dir` and `ws_id` as to /api/upload/image instead.
 */
export const phoneUploadFields = uploadFields
  .partial()
  .extend({ code: phoneCodeInput.shape.code.optional() });

/** The path of the desktop's socket /wxUpload/{id}: the upload session's id. */
export const uploadSocketParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

/** What /wxUpload/{id} sends when the phone's file is stored (SPEC §4: type, data, timestamp). */
export const fileUploadComplete = z.object({
  type: z.literal('file_upload_complete'),
  data: z.object({ id: z.number().int(), url: z.string(), name: z.string(), dir: z.string() }),
  timestamp: z.number(),
});
export type FileUploadComplete = z.infer<typeof fileUploadComplete>;

/** GET /api/upload/avatar/{userId}/{name}: an avatar's stable URL, redirected to a fresh signed one. */
export const avatarParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
  name: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.(?:png|jpe?g|gif|webp)$/),
});

/** Interview recordings arrive as MediaRecorder chunks (NEWS: agreed contract). */
export const RECORDING_CHUNK_MAX_MB = 16;
export const RECORDING_LIMIT_MB = 500;
export const recordingChunkFields = z.object({
  interviewId: z.coerce.number().int().positive().max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(1_000_000),
});
export const recordingChunkResponse = z.object({ next_index: z.number().int() });
export const recordingStatusInput = z.object({ interviewId: idParam });
export const recordingStatusResponse = z.object({ next_index: z.number().int(), bytes: z.number().int() });
export const recordingUrlResponse = z.object({ url: z.string(), name: z.string() });

export const PHONE_UPLOAD_MESSAGES = {
  codeInvalid: '二维码已失效或已使用，请在电脑上重新生成',
  sessionNotFound: '上传会话不存在或已过期，请重新生成二维码',
  needCode: '请扫描电脑上的二维码后再上传',
} as const;

export const RECORDING_MESSAGES = {
  chunkTooLarge: `录像分片过大，每片最大 ${RECORDING_CHUNK_MAX_MB} MB`,
  /** Past what the interview's planned duration allows (at most RECORDING_LIMIT_MB). */
  tooLarge: (mb: number) => `录像过大，本场面试的录像最大 ${mb} MB`,
  badFields: '参数 interviewId 或 index 不正确',
  wrongType: '不支持的录像格式，请上传 WebM 或 MP4 视频',
  /** A chunk after a gap: the client resumes from next_index (GET /api/upload/recording/status). */
  outOfOrder: (next: number) => `录像分片不连续，请从第 ${next} 片继续上传`,
  notFound: '录像不存在',
  /** The interview finished: its one recording is closed. */
  closed: '面试已结束，录像已保存，不再接收新的录像分片',
  /** Chunks stored, the interview not finished yet (the recording is joined when it is). */
  notReady: '录像将在面试结束后整理完成，请稍后再看',
  /** Checked when the interview finished: not a WebM of a video and/or an audio track the room records. */
  refused: '录像文件不是完整的 WebM 音视频（缺少音视频轨道、数据损坏或内容异常），无法保存和播放',
  tooFast: '录像上传过于频繁，请稍后再试',
} as const;
