// The phone page's calls: what the one-time code is for, and the upload that uses it up.
import type { PhoneSessionResponse, UploadResponse } from '@app/shared/uploads';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export function usePhoneSession(code: string) {
  return useQuery({
    queryKey: ['phone-upload-session', code],
    queryFn: async () =>
      unwrap(
        await api.get<PhoneSessionResponse>('/api/upload/ws/session', {
          params: { code },
          skipAuthHandler: true,
        }),
      ),
    enabled: code.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePhoneUpload(code: string, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      // The code first: the server knows the session (and its dir's limit) before the file streams in.
      form.append('code', code);
      form.append('file', file, file.name);
      return unwrap(
        await api.post<UploadResponse>('/api/upload/ws/uploadToObs', form, {
          // The phone may be a guest holding only the code: a refusal is this page's to show.
          skipAuthHandler: true,
          // A phone on a slow line may need minutes for 10 MB.
          timeout: 5 * 60_000,
          onUploadProgress: (event) => {
            if (event.total) onProgress(Math.round((event.loaded * 100) / event.total));
          },
        }),
      );
    },
  });
}
