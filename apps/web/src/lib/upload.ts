// POST /api/upload/image: one file with the `dir` naming what it is for; answers { id, url, name }.
import type { UploadDir, UploadResponse } from '@app/shared/uploads';
import { api, unwrap } from './api-client';

export async function uploadFile(
  file: Blob,
  dir: UploadDir,
  onProgress?: (percent: number) => void,
  fileName?: string,
): Promise<UploadResponse> {
  const form = new FormData();
  // `dir` first: the server reads fields in order and needs it before the file streams in.
  form.append('dir', dir);
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return unwrap(
    await api.post<UploadResponse>('/api/upload/image', form, {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded * 100) / event.total));
      },
    }),
  );
}
