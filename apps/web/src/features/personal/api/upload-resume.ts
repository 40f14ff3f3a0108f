// A resume is uploaded through POST /api/upload/image with dir 'resume'; the list then shows it.
import { UPLOAD_EXTENSIONS, UPLOAD_LIMIT_MB, UPLOAD_MESSAGES } from '@app/shared/uploads';
import { uploadFile } from '@/lib/upload';
export const RESUME_EXTENSIONS = UPLOAD_EXTENSIONS.resume;
export const RESUME_LIMIT_MB = UPLOAD_LIMIT_MB.resume;

/** A reason the file cannot be a resume (in the server's own words), or null when it may be uploaded. */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => lower.endsWith(ext))) return UPLOAD_MESSAGES.wrongType('resume');
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > RESUME_LIMIT_MB * 1024 * 1024) return UPLOAD_MESSAGES.tooLarge(RESUME_LIMIT_MB);
  return null;
}

export function uploadResume(file: File, onProgress?: (percent: number) => void) {
  return uploadFile(file, 'resume', onProgress);
}
