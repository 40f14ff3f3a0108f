// Deleting from the history (SPEC §4): one interview, after a confirmation, with a toast whose 撤销 restores
// it for a few seconds; or the batch's selection, after a confirmation. The list refreshes either way.
import { Button } from 'antd';
import { useCallback } from 'react';
import { getMessage, getModal } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { useBatchDeleteInterviews, useDeleteInterview, useUndoDelete } from '../api/change-history';
import styles from '../components/history.module.css';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';

const UNDO_MESSAGE_KEY = 'history-undo';
const UNDO_SECONDS = 6;

function confirmDeletion(onOk: () => Promise<void>) {
  getModal().confirm({
    title: M.confirmDelete,
    okText: M.confirmOk,
    okButtonProps: { danger: true },
    cancelText: M.cancel,
    onOk,
  });
}

export function useDeleteWithUndo() {
  const removeOne = useDeleteInterview();
  const removeMany = useBatchDeleteInterviews();
  const undo = useUndoDelete();

  const restore = useCallback(
    async (id: number) => {
      getMessage().destroy(UNDO_MESSAGE_KEY);
      try {
        await undo.mutateAsync(id);
        getMessage().success(M.restored);
      } catch (error) {
        reportMutationError(error, M.restoreFailed);
      }
    },
    [undo],
  );

  const offerUndo = useCallback(
    (id: number) =>
      getMessage().success({
        key: UNDO_MESSAGE_KEY,
        duration: UNDO_SECONDS,
        content: (
          <span className={styles.undoToast}>
            {M.deleted}
            <Button type="link" size="small" onClick={() => void restore(id)}>
              {M.undo}
            </Button>
          </span>
        ),
      }),
    [restore],
  );

  /** One interview, with 撤销 offered once it is gone. */
  const confirmDelete = useCallback(
    (id: number) =>
      confirmDeletion(async () => {
        try {
          await removeOne.mutateAsync(id);
        } catch (error) {
          reportMutationError(error, M.deleteFailed);
          return;
        }
        offerUndo(id);
      }),
    [removeOne, offerUndo],
  );

  /** The selection; `onDeleted` runs once the server has deleted them (to clear the selection). */
  const confirmBatchDelete = useCallback(
    (ids: number[], onDeleted: () => void) => {
      if (ids.length === 0) return;
      confirmDeletion(async () => {
        try {
          const count = await removeMany.mutateAsync(ids);
          getMessage().success(M.batchDeleted(count));
          onDeleted();
        } catch (error) {
          reportMutationError(error, M.batchDeleteFailed);
        }
      });
    },
    [removeMany],
  );

  return { confirmDelete, confirmBatchDelete, batchDeleting: removeMany.isPending };
}
