// Batch management's selection (SPEC §4): which interviews are ticked, across pages, and whether batch mode is
// on. Leaving batch mode, searching or a batch delete clears it.
import { useCallback, useState } from 'react';

export interface Selection {
  batch: boolean;
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Ticks every interview of the page, or unticks them all when they already are. */
  toggleAll: (pageIds: readonly number[]) => void;
  allSelected: (pageIds: readonly number[]) => boolean;
  toggleBatch: () => void;
  clear: () => void;
}

const allIn = (selected: ReadonlySet<number>, ids: readonly number[]) =>
  ids.length > 0 && ids.every((id) => selected.has(id));

export function useSelection(): Selection {
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const clear = useCallback(() => setSelected(new Set()), []);
  const toggle = useCallback(
    (id: number) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (pageIds: readonly number[]) =>
      setSelected((prev) => {
        const next = new Set(prev);
        const untick = allIn(prev, pageIds);
        for (const id of pageIds) {
          if (untick) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    [],
  );
  const toggleBatch = useCallback(() => {
    // SPEC §4: leaving batch mode clears the selection.
    setSelected(new Set());
    setBatch((b) => !b);
  }, []);

  return {
    batch,
    selected,
    toggle,
    toggleAll,
    allSelected: (pageIds) => allIn(selected, pageIds),
    toggleBatch,
    clear,
  };
}
