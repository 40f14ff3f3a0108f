// POST /api/upload/image: one file with the `dir` naming what it is for; answers { id, url, name }.
import { routes } from '@app/shared/routes';
import type { UploadDir, UploadResponse } from '@app/shared/uploads';
import { api } from './api-client';

/** Sends `file` (named `fileName` when given) for `dir`; `onProgress` hears the percent sent so far. */
export function uploadFile(
  file: Blob,
  dir: UploadDir,
  onProgress?: (percent: number) => void,
  fileName?: string,
): Promise<UploadResponse> {
  const named = fileName ? new File([file], fileName, { type: file.type }) : file;
  // `dir` before `file`: the server reads fields in order and needs it before the file streams in.
  return api.call(
    routes.uploads.upload,
    { form: { dir, file: named } },
    onProgress ? { onUploadProgress: onProgress } : {},
  );
}
