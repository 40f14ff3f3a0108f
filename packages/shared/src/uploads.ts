// API contract of uploads and the user's resumes (SPEC §7 Uploads, issue 3 resume management).
import { z } from 'zod';

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

export const resumeDetail = resumeItem.extend({ text: z.string() });
export type ResumeDetail = z.infer<typeof resumeDetail>;

export const resumeIdInput = z.object({ id: z.coerce.number().int().positive() });
export const renameResumeInput = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1, '请输入简历名称').max(60, '名称不能超过60个字符'),
});
