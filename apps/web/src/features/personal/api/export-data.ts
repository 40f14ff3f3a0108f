// GET /api/user/export: all of the user's data as a JSON file, fetched with the token header and saved.
import { routes } from '@app/shared/routes';
import { exportFileName } from '@app/shared/user';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** Saves the export; a refusal (any status but 200) rejects with the server's message. */
export async function exportMyData(): Promise<string> {
  const blob = await api.blob(routes.privacy.exportData);
  // The server names it the same way in Content-Disposition, which a blob download cannot read back here.
  const name = exportFileName();
  saveBlob(blob, name);
  return name;
}
