// The server's upload rules checked before sending, in the server's own words (kept apart from lib/upload.ts,
// which the home route reaches: these rules come from a zod module).
import { UPLOAD_EXTENSIONS, UPLOAD_LIMIT_MB, UPLOAD_MESSAGES, type UploadDir } from '@app/shared/uploads';

/** A reason `file` cannot be uploaded to `dir`, or null when it may be. */
export function checkUploadFile(file: { name: string; size: number }, dir: UploadDir): string | null {
  const lower = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS[dir].some((ext) => lower.endsWith(ext))) return UPLOAD_MESSAGES.wrongType(dir);
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > UPLOAD_LIMIT_MB[dir] * 1024 * 1024) return UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMIT_MB[dir]);
  return null;
}
