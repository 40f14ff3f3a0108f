// A resume is uploaded through POST /api/upload/image with dir 'resume'; the list then shows it.
import { UPLOAD_EXTENSIONS, UPLOAD_LIMIT_MB } from '@app/shared/uploads';
import { uploadFile } from '@/lib/upload';
import { checkUploadFile } from '@/lib/upload-check';
export const RESUME_EXTENSIONS = UPLOAD_EXTENSIONS.resume;
export const RESUME_LIMIT_MB = UPLOAD_LIMIT_MB.resume;

/** A reason the file cannot be a resume (in the server's own words), or null when it may be uploaded. */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  return checkUploadFile(file, 'resume');
}

export function uploadResume(file: File, onProgress?: (percent: number) => void) {
  return uploadFile(file, 'resume', onProgress);
}
