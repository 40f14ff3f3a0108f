// The history's changes: PUT /api/interview/update, DELETE /api/interview/delete and /batchDelete, and the
// undo of a delete (GET /api/interview/getLastDeleteInterview, POST /api/interview/restoreInterview/{id}).
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { interviewKeys } from '@/lib/data/interviews';
import { queryClient } from '@/lib/query-client';

/** Every page of the interview list, the other features' included. */
const refresh = () => queryClient.invalidateQueries({ queryKey: interviewKeys.lists });

export async function renameInterview(input: BodyOf<typeof routes.interviews.rename>): Promise<void> {
  await api.call(routes.interviews.rename, { body: input });
}

export async function deleteInterview(id: number): Promise<void> {
  await api.call(routes.interviews.delete, { query: { id } });
}

/** Answers how many were deleted. */
export async function batchDeleteInterviews(ids: number[]): Promise<number> {
  return (await api.call(routes.interviews.batchDelete, { body: { ids } })).count;
}

/**
 * Restores the last deleted interview. The server says which one that is; `fallbackId` (the one this page
 * just deleted) is restored if it has nothing to offer.
 */
export async function undoDelete(fallbackId: number): Promise<void> {
  const last = await api.call(routes.interviews.lastDeleted);
  await api.call(routes.interviews.restore, { params: { id: last?.id ?? fallbackId } });
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
