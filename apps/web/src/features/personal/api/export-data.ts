// GET /api/user/export: all of the user's data as a JSON file, fetched with the token header and saved.
import { exportFileName } from '@app/shared/user';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/download';

export async function exportMyData(): Promise<string> {
  const response = await api.instance.get<Blob>('/api/user/export', { responseType: 'blob' });
  // With a non-JSON responseType the client hands back the body itself.
  const blob = response as unknown as Blob;
  if (blob.type.includes('application/json') && blob.size < 4096) {
    // A small JSON answer may be the envelope of a refusal rather than the export itself.
    const text = await blob.text();
    try {
      const body = JSON.parse(text) as { code?: unknown; msg?: unknown };
      if (body && typeof body === 'object' && body.code === 0) {
        throw new ApiError(typeof body.msg === 'string' ? body.msg : '', { code: 0 });
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  // The server names it the same way in Content-Disposition, which a blob download cannot read back here.
  const name = exportFileName();
  saveBlob(blob, name);
  return name;
}
