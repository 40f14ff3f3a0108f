// Turning the history's pages (SPEC §4, §9): the page and the search live in the address (?page=, ?q=) so the
// back button and a reload keep them; a turn slides the cards out, fetches the next page and slides it in;
// the wheel and the dots both turn it.
import { HISTORY_WHEEL } from '@app/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWheelPaging } from './use-wheel-paging';

type Direction = 'up' | 'down';
export interface Slide {
  phase: 'out' | 'in';
  dir: Direction;
}

/** The page number and the search of the address, and how to change them (replacing the entry). */
export function useHistoryQuery() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const name = params.get('q') ?? '';
  const setQuery = useCallback(
    (next: { page?: number; q?: string }) => {
      const q = next.q ?? name;
      const p = next.page ?? page;
      setParams(
        { ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) },
        { replace: true, preventScrollReset: true },
      );
    },
    [name, page, setParams],
  );
  return { page, name, setQuery };
}

/**
 * The slide between pages: `goTo` slides the current page out, then shows `target` sliding in. A turn while
 * the page is still sliding out is ignored; `paused` (a dialog is open) ignores the wheel.
 */
export function useHistoryPaging({
  page,
  totalPages,
  setPage,
  paused,
}: {
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  paused: boolean;
}) {
  const [slide, setSlide] = useState<Slide | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const goTo = useCallback(
    (target: number) => {
      if (target < 1 || target > totalPages || target === page || slide?.phase === 'out') return;
      const dir: Direction = target > page ? 'up' : 'down';
      setSlide({ phase: 'out', dir });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setPage(target);
        setSlide({ phase: 'in', dir });
        timer.current = setTimeout(() => setSlide(null), HISTORY_WHEEL.slideMs);
      }, HISTORY_WHEEL.slideMs);
    },
    [totalPages, page, slide, setPage],
  );

  const onWheel = useWheelPaging(
    useCallback(
      (step: 1 | -1) => {
        if (!paused) goTo(page + step);
      },
      [goTo, page, paused],
    ),
  );

  return { slide, goTo, onWheel };
}
