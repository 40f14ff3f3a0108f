// 面试记录 (/interview_mianshilishi, SPEC §2, §4, §9): the user's interviews twelve to a page beside a timeline of
// their dates; search, rename, delete with undo, batch delete; the wheel and the dots turn the pages.
import { SearchOutlined } from '@ant-design/icons';
import { HISTORY_WHEEL, PAGE_SIZE } from '@app/shared/constants';
import { INTERVIEW_NAME_MAX } from '@app/shared/history-messages';
import type { InterviewListItem } from '@app/shared/interviews';
import { Button, Input } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { PageLoadError } from '@/components/page-load-error';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { getMessage, getModal } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { hasToken } from '@/lib/token';
import { useBatchDeleteInterviews, useDeleteInterview, useUndoDelete } from '../api/change-history';
import { useHistory } from '../api/get-history';
import { DateTimeline, dayOf } from '../components/date-timeline';
import styles from '../components/history.module.css';
import { HistoryCard } from '../components/history-card';
import { HistoryEmptyIllustration } from '../components/history-empty-illustration';
import { PageDots } from '../components/page-dots';
import { RenameDialog } from '../components/rename-dialog';
import { useWheelPaging } from '../hooks/use-wheel-paging';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';

const UNDO_MESSAGE_KEY = 'history-undo';
const UNDO_SECONDS = 6;

type Slide = 'up' | 'down';

/** SPEC §6, §8: the history without a token warns, says so, and sends the user to log in. */
function useTokenCheck(): () => boolean {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasToken()) return true;
    getMessage().warning(M.authExpired);
    getMessage().error(M.notLoggedIn);
    navigate(paths.store.entry.root);
    return false;
  }, [navigate]);
}

export default function InterviewHistoryPage() {
  const navigate = useNavigate();
  const checkToken = useTokenCheck();
  const [tokenOk] = useState(() => hasToken());
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const name = params.get('q') ?? '';
  const [search, setSearch] = useState(name);
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [renaming, setRenaming] = useState<InterviewListItem | null>(null);
  const [hovered, setHovered] = useState<InterviewListItem | null>(null);
  const [slide, setSlide] = useState<{ phase: 'out' | 'in'; dir: Slide } | null>(null);
  const slideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const history = useHistory(page, name, tokenOk);
  const removeOne = useDeleteInterview();
  const removeMany = useBatchDeleteInterviews();
  const undo = useUndoDelete();

  useEffect(() => {
    if (!tokenOk) checkToken();
  }, [tokenOk, checkToken]);
  useEffect(() => () => clearTimeout(slideTimer.current), []);

  const data = history.data;
  const totalPages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE.history));

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

  // SPEC §4: when a delete leaves the current page empty, go back a page.
  useEffect(() => {
    if (data && !history.isPlaceholderData && data.lists.length === 0 && page > 1) {
      setQuery({ page: Math.min(page - 1, totalPages) });
    }
  }, [data, history.isPlaceholderData, page, totalPages, setQuery]);

  /** SPEC §4: the page slides, then the next one is fetched and slides in. */
  const goTo = useCallback(
    (target: number) => {
      if (target < 1 || target > totalPages || target === page || slide?.phase === 'out') return;
      if (!checkToken()) return;
      const dir: Slide = target > page ? 'up' : 'down';
      setSlide({ phase: 'out', dir });
      clearTimeout(slideTimer.current);
      slideTimer.current = setTimeout(() => {
        setQuery({ page: target });
        setSlide({ phase: 'in', dir });
        slideTimer.current = setTimeout(() => setSlide(null), HISTORY_WHEEL.slideMs);
      }, HISTORY_WHEEL.slideMs);
    },
    [totalPages, page, slide, checkToken, setQuery],
  );

  const onWheel = useWheelPaging(
    useCallback(
      (step: 1 | -1) => {
        if (!renaming) goTo(page + step);
      },
      [goTo, page, renaming],
    ),
  );

  const runSearch = (value: string) => {
    if (!checkToken()) return;
    const q = value.trim();
    setSelected(new Set());
    setQuery({ q, page: 1 });
    // The same search again still asks the server afresh.
    if (q === name && page === 1) void history.refetch();
  };

  const toggleBatch = () => {
    // SPEC §4: leaving batch mode clears the selection.
    setSelected(new Set());
    setBatch((b) => !b);
  };

  const toggle = (item: InterviewListItem) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(item.id)) next.delete(item.id);
      else next.add(item.id);
      return next;
    });

  const open = (item: InterviewListItem) =>
    navigate(generatePath(paths.extras.interviewAnalysisById, { id: String(item.id) }));

  const restore = async (id: number) => {
    getMessage().destroy(UNDO_MESSAGE_KEY);
    if (!checkToken()) return;
    try {
      await undo.mutateAsync(id);
      getMessage().success(M.restored);
    } catch (error) {
      reportMutationError(error, M.restoreFailed);
    }
  };

  const confirmDelete = (item: InterviewListItem) => {
    if (!checkToken()) return;
    getModal().confirm({
      title: M.confirmDelete,
      okText: M.confirmOk,
      okButtonProps: { danger: true },
      cancelText: M.cancel,
      onOk: async () => {
        try {
          await removeOne.mutateAsync(item.id);
        } catch (error) {
          reportMutationError(error, M.deleteFailed);
          return;
        }
        getMessage().success({
          key: UNDO_MESSAGE_KEY,
          duration: UNDO_SECONDS,
          content: (
            <span className={styles.undoToast}>
              {M.deleted}
              <Button type="link" size="small" onClick={() => void restore(item.id)}>
                {M.undo}
              </Button>
            </span>
          ),
        });
      },
    });
  };

  const confirmBatchDelete = () => {
    if (!checkToken() || selected.size === 0) return;
    const ids = [...selected];
    getModal().confirm({
      title: M.confirmDelete,
      okText: M.confirmOk,
      okButtonProps: { danger: true },
      cancelText: M.cancel,
      onOk: async () => {
        try {
          const count = await removeMany.mutateAsync(ids);
          getMessage().success(M.batchDeleted(count));
          setSelected(new Set());
        } catch (error) {
          reportMutationError(error, M.batchDeleteFailed);
        }
      },
    });
  };

  const items = data?.lists ?? [];
  const pageIds = useMemo(() => items.map((i) => i.id), [items]);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const slideClass = slide ? styles[`slide-${slide.phase}-${slide.dir}`] : '';

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{M.pageTitles.history}</h1>
          <p className={styles.intro}>{M.intro}</p>
        </div>
        <div className={styles.tools}>
          <Input
            className={styles.search}
            type="search"
            aria-label={M.searchLabel}
            placeholder={M.searchPlaceholder}
            value={search}
            allowClear
            maxLength={INTERVIEW_NAME_MAX}
            onChange={(e) => setSearch(e.target.value)}
            onPressEnter={() => runSearch(search)}
            onClear={() => runSearch('')}
            suffix={
              <button
                type="button"
                className={`plain-button ${styles.searchIcon}`}
                aria-label={M.searchLabel}
                onClick={() => runSearch(search)}
              >
                <SearchOutlined />
              </button>
            }
          />
          {batch ? (
            <>
              <span className={styles.selectedCount}>{M.selected(selected.size)}</span>
              <Button onClick={selectAll} disabled={pageIds.length === 0}>
                {M.selectAll}
              </Button>
              <Button
                danger
                type="primary"
                disabled={selected.size === 0}
                loading={removeMany.isPending}
                onClick={confirmBatchDelete}
              >
                {M.batchDelete}
              </Button>
            </>
          ) : null}
          <Button type={batch ? 'default' : 'primary'} ghost={!batch} onClick={toggleBatch}>
            {batch ? M.cancelBatchManage : M.batchManage}
          </Button>
        </div>
      </header>

      {data === undefined ? (
        history.isError ? (
          <PageLoadError onRetry={() => void history.refetch()} />
        ) : (
          <PageSpinner />
        )
      ) : data.count === 0 ? (
        <section className={styles.empty}>
          <HistoryEmptyIllustration />
          <h2>{M.empty}</h2>
          <p>{name ? M.noMatch : M.emptyHint}</p>
          {name ? (
            <Button
              onClick={() => {
                setSearch('');
                runSearch('');
              }}
            >
              {M.clearSearch}
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate(paths.store.dashboard.profile)}>
              {M.startInterview}
            </Button>
          )}
        </section>
      ) : (
        // The wheel pages anywhere over the timeline, the cards and the dots.
        <div className={styles.body} onWheel={onWheel}>
          <DateTimeline items={items} activeDay={hovered ? dayOf(hovered) : null} />
          <div className={styles.viewport} data-testid="history-viewport">
            <ul className={`${styles.grid} ${slideClass}`} aria-busy={history.isFetching}>
              {items.map((item) => (
                <HistoryCard
                  key={item.id}
                  item={item}
                  batch={batch}
                  selected={selected.has(item.id)}
                  onOpen={open}
                  onToggle={toggle}
                  onRename={(i) => checkToken() && setRenaming(i)}
                  onDelete={confirmDelete}
                  onHover={setHovered}
                />
              ))}
            </ul>
          </div>
          <PageDots current={Math.min(page, totalPages)} total={totalPages} onPick={goTo} />
        </div>
      )}
      <RenameDialog item={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
