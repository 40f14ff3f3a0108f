// 热门职位 (home in hot-jobs mode, SPEC §2): search bar and filters, the job list with infinite scroll
// on the left, the selected job's detail on the right (a full-screen sheet on phones).
import { INFINITE_SCROLL_THRESHOLD_PX, PAGE_SIZE } from '@app/shared/constants';
import { Empty, Grid, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApplyFlow } from '@/components/apply/apply-flow';
import { JobCard } from '@/domain/jobs/job-card';
import { useBootData } from '@/lib/boot-data';
import { copyText } from '@/lib/clipboard';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { getJobInfo, listFavouriteJobs, searchHotJobs, setJobFavourite } from '../api/jobs';
import { ExpectationPicker } from '../components/expectation-picker';
import styles from '../components/hot-jobs.module.css';
import { JobDetail } from '../components/job-detail';
import { JobReportDialog } from '../components/job-report-dialog';
import { JobSearchBar } from '../components/job-search-bar';
import { expectationFilters } from '../expectation';
import { useInterviewJob } from '../hooks/use-interview-job';
import { nearBottom, useJobList } from '../hooks/use-job-list';
import { useLoginFirst } from '../hooks/use-login-first';
import { JOBS_MESSAGES as M } from '../messages';
import { SHARED_JOB_PARAM, shareLink } from '../share-link';
import type { Job, JobFilters, JobPage } from '../types';

/**
 * The name under which a page rendered on the server carries the board's first page (`/?mode=jobs` for a
 * visitor: apps/server/src/web-app.ts).
 */
export const FIRST_PAGE_BOOT_KEY = 'hotJobsFirstPage';

async function withSharedJob(page: Promise<JobPage>, sharedId: number | null): Promise<JobPage> {
  if (!sharedId) return page;
  const [first, shared] = await Promise.all([page, getJobInfo(sharedId).catch(() => null)]);
  if (!shared) return first;
  return { ...first, lists: [shared, ...first.lists.filter((j) => j.id !== shared.id)] };
}

/**
 * The selected job's detail: a column beside the list on a wide screen, a full-screen sheet on a phone,
 * rendered there only once opened from a card (nor its map loaded), so that the phone's first screen, the
 * list, does not wait on work nobody sees. antd's md breakpoint is the CSS modules' phone layout (below
 * 768 px); it is known from the first layout effect on, and read here alone, so that learning it re-renders
 * the detail, not the whole board. Until it is known, the detail is not rendered, so a phone never starts it.
 */
function DetailPane({ sheetOpen, children }: { sheetOpen: boolean; children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;

  // The board under a phone's sheet must not scroll along.
  useEffect(() => {
    if (!sheetOpen || !phone) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [sheetOpen, phone]);

  return (
    <div className={`${styles.detail} ${sheetOpen ? styles.sheetOpen : ''}`}>
      {screens.md === true || sheetOpen ? children : null}
    </div>
  );
}

export default function HotJobsPage() {
  const [params] = useSearchParams();
  const [sharedId] = useState(() => Number(params.get(SHARED_JOB_PARAM)) || null);
  const [filters, setFilters] = useState<JobFilters>({});
  const [favourites, setFavourites] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [favouriteBusy, setFavouriteBusy] = useState(false);
  const [reporting, setReporting] = useState<Job | null>(null);
  const interview = useInterviewJob();
  const loginFirst = useLoginFirst();

  const load = useCallback(
    (pageNo: number) =>
      favourites
        ? listFavouriteJobs(pageNo)
        : withSharedJob(searchHotJobs(filters, pageNo), pageNo === 1 ? sharedId : null),
    [favourites, filters, sharedId],
  );
  const pageSize = favourites ? PAGE_SIZE.favourites : PAGE_SIZE.hotJobs;
  const onError = useCallback(
    (error: unknown) => reportMutationError(error, favourites ? M.favouritesLoadFailed : M.searchFailed),
    [favourites],
  );
  const serverFirstPage = useBootData<JobPage>(FIRST_PAGE_BOOT_KEY);
  // The server renders the board only without a shared job, so its first page never needs one.
  const list = useJobList(load, pageSize, onError, serverFirstPage);
  const listRef = useRef<HTMLDivElement>(null);

  // A tall screen can show a whole page without a scroll bar: keep loading while pages come back full.
  useEffect(() => {
    const el = listRef.current;
    if (el && el.clientHeight > 0 && !list.loading && list.hasMore && el.scrollHeight <= el.clientHeight)
      list.loadMore();
  }, [list.loading, list.hasMore, list.loadMore]);

  const toggleFavourite = async (job: Job) => {
    if (!job.id || favouriteBusy || !loginFirst(job)) return;
    const next = !job.is_favorite;
    setFavouriteBusy(true);
    try {
      await setJobFavourite(job.id, next);
      list.update({ ...job, is_favorite: next });
      getMessage().success(next ? M.favouriteAdded : M.favouriteCancelled);
    } catch (error) {
      reportMutationError(error, M.favouriteFailed);
    } finally {
      setFavouriteBusy(false);
    }
  };

  const share = (job: Job) => copyText(shareLink(job), { copied: M.shareCopied, failed: M.shareFailed });

  const applyFlow = useApplyFlow();
  const apply = (job: Job) => {
    if (loginFirst(job)) void applyFlow.start({ jobId: job.id });
  };
  const interviewJob = (job: Job) => {
    if (loginFirst(job)) void interview.start(job);
  };

  const empty = useMemo(() => (favourites ? M.emptyFavourites : M.empty), [favourites]);

  return (
    <div className={styles.page}>
      <JobSearchBar
        extra={
          <ExpectationPicker
            onPick={(e) => setFilters((f) => expectationFilters(e, f))}
            loginFirst={() => loginFirst(list.selected)}
          />
        }
        filters={filters}
        onChange={setFilters}
        favourites={favourites}
        onFavourites={(on) => {
          if (!on || loginFirst(list.selected)) setFavourites(on);
        }}
        onReset={() => {
          setFilters({});
          setFavourites(false);
        }}
      />
      <div className={styles.body}>
        <div
          ref={listRef}
          className={styles.list}
          data-testid="job-list"
          onScroll={(e) => {
            if (nearBottom(e.currentTarget, INFINITE_SCROLL_THRESHOLD_PX)) list.loadMore();
          }}
        >
          {list.jobs.length ? (
            <ul className={styles.cards}>
              {list.jobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  selected={job.id === list.selected?.id}
                  onSelect={(j) => {
                    list.select(j);
                    setSheetOpen(true);
                  }}
                />
              ))}
            </ul>
          ) : list.loading ? null : (
            <Empty description={empty} />
          )}
          {list.loading ? (
            <div className={styles.more}>
              <Spin size="small" /> {M.loadingMore}
            </div>
          ) : list.jobs.length && !list.hasMore ? (
            <div className={styles.more}>{M.noMore}</div>
          ) : null}
        </div>
        <DetailPane sheetOpen={sheetOpen}>
          {list.selected ? (
            <JobDetail
              job={list.selected}
              favouriteBusy={favouriteBusy}
              interviewBusy={interview.busy}
              onFavourite={toggleFavourite}
              onShare={share}
              onReport={setReporting}
              onInterview={interviewJob}
              onApply={apply}
              onBack={() => setSheetOpen(false)}
            />
          ) : null}
        </DetailPane>
      </div>
      {reporting ? <JobReportDialog job={reporting} onClose={() => setReporting(null)} /> : null}
      {applyFlow.dialogs}
    </div>
  );
}
