// The history's changes: PUT /api/interview/update, DELETE /api/interview/delete and /batchDelete, and the
// undo of a delete (GET /api/interview/getLastDeleteInterview, POST /api/interview/restoreInterview/{id}).
import type { LastDeletedInterview } from '@app/shared/interviews';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { historyKeys } from './history-keys';

const refresh = () => queryClient.invalidateQueries({ queryKey: historyKeys.all });

export async function renameInterview(input: { id: number; interview_name: string }): Promise<void> {
  unwrap(await api.put('/api/interview/update', input));
}

export async function deleteInterview(id: number): Promise<void> {
  unwrap(await api.delete('/api/interview/delete', { params: { id } }));
}

/** Answers how many were deleted. */
export async function batchDeleteInterviews(ids: number[]): Promise<number> {
  return unwrap(await api.delete<{ count: number }>('/api/interview/batchDelete', { data: { ids } })).count;
}

/**
 * Restores the last deleted interview. The server says which one that is; `fallbackId` (the one this page
 * just deleted) is restored if it has nothing to offer.
 */
export async function undoDelete(fallbackId: number): Promise<void> {
  const last = unwrap(await api.get<LastDeletedInterview | null>('/api/interview/getLastDeleteInterview'));
  unwrap(await api.post(`/api/interview/restoreInterview/${last?.id ?? fallbackId}`));
}

export function useRenameInterview() {
  return useMutation({ mutationFn: renameInterview, onSuccess: refresh });
}

export function useDeleteInterview() {
  return useMutation({ mutationFn: deleteInterview, onSettled: refresh });
}

export function useBatchDeleteInterviews() {
  return useMutation({ mutationFn: batchDeleteInterviews, onSettled: refresh });
}

export function useUndoDelete() {
  return useMutation({ mutationFn: undoDelete, onSettled: refresh });
}
