// The phone page's calls: what the one-time code is for, and the upload that uses it up.
import { routes } from '@app/shared/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function usePhoneSession(code: string) {
  return useQuery({
    queryKey: ['phone-upload-session', code],
    queryFn: () => api.call(routes.uploads.phoneSession, { query: { code } }, { skipAuthHandler: true }),
    enabled: code.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePhoneUpload(code: string, onProgress: (percent: number) => void) {
  return useMutation({
    // The code first: the server knows the session (and its dir's limit) before the file streams in.
    mutationFn: (file: File) =>
      api.call(
        routes.uploads.phoneUpload,
        { form: { code, file } },
        {
          // The phone may be a guest holding only the code: a refusal is this page's to show.
          skipAuthHandler: true,
          // A phone on a slow line may need minutes for 10 MB.
          timeoutMs: 5 * 60_000,
          onUploadProgress: onProgress,
        },
      ),
  });
}
