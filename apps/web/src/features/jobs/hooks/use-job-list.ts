// SPEC §4 job list: the first page replaces the list and selects its first job, later pages append,
// 'more' stays true while a page comes back full, one load at a time, a failure empties list and selection.
// A first page the server rendered the board with is shown as if it had just been loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job, JobPage } from '../types';

export type PageLoader = (pageNo: number) => Promise<JobPage>;

export interface JobList {
  jobs: Job[];
  selected: Job | null;
  loading: boolean;
  hasMore: boolean;
  select: (job: Job) => void;
  loadMore: () => void;
  /** Replaces one job (a favourite flip) in the list and the detail. */
  update: (job: Job) => void;
}

/**
 * `load` changes identity whenever the query changes; that restarts from page 1. `firstPage`: page 1 of the
 * first query, already known (from the server's render), so it is not loaded again.
 */
export function useJobList(
  load: PageLoader,
  pageSize: number,
  onError?: (error: unknown) => void,
  firstPage?: JobPage,
): JobList {
  const [jobs, setJobs] = useState<Job[]>(() => firstPage?.lists ?? []);
  const [selectedId, setSelectedId] = useState<number | null>(() => firstPage?.lists[0]?.id ?? null);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(() => (firstPage?.lists.length ?? 0) >= pageSize);
  const page = useRef(firstPage ? 1 : 0);
  const busy = useRef(false);
  // A newer query outdates the answers of an older one.
  const generation = useRef(0);
  const errorRef = useRef(onError);
  errorRef.current = onError;

  const fetchPage = useCallback(
    async (pageNo: number) => {
      const mine = generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const { lists } = await load(pageNo);
        if (mine !== generation.current) return;
        page.current = pageNo;
        setHasMore(lists.length >= pageSize);
        if (pageNo === 1) {
          setJobs(lists);
          setSelectedId(lists[0]?.id ?? null);
        } else {
          setJobs((prev) => [...prev, ...lists.filter((j) => !prev.some((p) => p.id === j.id))]);
        }
      } catch (error) {
        if (mine !== generation.current) return;
        setJobs([]);
        setSelectedId(null);
        setHasMore(false);
        errorRef.current?.(error);
      } finally {
        if (mine === generation.current) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    [load, pageSize],
  );

  // The query `firstPage` answered: its page 1 is not loaded again (nor when StrictMode mounts twice).
  const answered = useRef<typeof fetchPage | null>(firstPage ? fetchPage : null);
  useEffect(() => {
    if (fetchPage === answered.current) return;
    answered.current = null;
    generation.current += 1;
    busy.current = false;
    page.current = 0;
    void fetchPage(1);
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    void fetchPage(page.current + 1);
  }, [fetchPage, hasMore]);

  const update = useCallback((job: Job) => {
    setJobs((prev) => prev.map((j) => (j.id === job.id ? job : j)));
  }, []);

  const selected = jobs.find((j) => j.id === selectedId) ?? null;
  const select = useCallback((job: Job) => setSelectedId(job.id), []);
  return { jobs, selected, loading, hasMore, select, loadMore, update };
}

/** True when `el` is scrolled to within `threshold` px of its bottom. */
export function nearBottom(
  el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  threshold: number,
) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}
