// 面试记录 (/interview_mianshilishi, SPEC §2, §4, §9): the user's interviews twelve to a page beside a timeline of
// their dates; search, rename, delete with undo, batch delete; the wheel and the dots turn the pages.
import { SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@app/shared/constants';
import { INTERVIEW_NAME_MAX } from '@app/shared/history-messages';
import type { InterviewListItem } from '@app/shared/interviews';
import { Button, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { PageLoadError } from '@/components/page-load-error';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { getMessage } from '@/lib/feedback';
import { hasToken } from '@/lib/token';
import { useHistory } from '../api/get-history';
import { DateTimeline, dayOf } from '../components/date-timeline';
import styles from '../components/history.module.css';
import { HistoryCard } from '../components/history-card';
import { HistoryEmptyIllustration } from '../components/history-empty-illustration';
import { PageDots } from '../components/page-dots';
import { RenameDialog } from '../components/rename-dialog';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { useHistoryPaging, useHistoryQuery } from '../hooks/use-history-paging';
import { useSelection } from '../hooks/use-selection';
import { INTERVIEW_HISTORY_MESSAGES as M } from '../messages';

/**
 * SPEC §8: the history opened without a token warns, says so, and sends the user to log in. The route guard
 * turns such a visit away before the page renders; this is the page's own wording for when it renders anyway
 * (a cookie that expired under it). Actions need no check of their own: a refused call logs out (lib/logged-out).
 */
function useLoginRequired(): boolean {
  const navigate = useNavigate();
  const [loggedIn] = useState(() => hasToken());
  useEffect(() => {
    if (loggedIn) return;
    getMessage().warning(M.authExpired);
    getMessage().error(M.notLoggedIn);
    navigate(paths.store.entry.root);
  }, [loggedIn, navigate]);
  return loggedIn;
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = M.pageTitles.history;

export default function InterviewHistoryPage() {
  const navigate = useNavigate();
  const loggedIn = useLoginRequired();
  const { page, name, setQuery } = useHistoryQuery();
  const [search, setSearch] = useState(name);
  const [renaming, setRenaming] = useState<InterviewListItem | null>(null);
  const [hovered, setHovered] = useState<InterviewListItem | null>(null);
  const selection = useSelection();
  const removal = useDeleteWithUndo();

  const history = useHistory(page, name, loggedIn);
  const data = history.data;
  const totalPages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE.history));
  const paging = useHistoryPaging({
    page,
    totalPages,
    setPage: (target) => setQuery({ page: target }),
    paused: renaming !== null,
  });

  // SPEC §4: when a delete leaves the current page empty, go back a page.
  useEffect(() => {
    if (data && !history.isPlaceholderData && data.lists.length === 0 && page > 1) {
      setQuery({ page: Math.min(page - 1, totalPages) });
    }
  }, [data, history.isPlaceholderData, page, totalPages, setQuery]);

  const runSearch = (value: string) => {
    const q = value.trim();
    selection.clear();
    setQuery({ q, page: 1 });
    // The same search again still asks the server afresh.
    if (q === name && page === 1) void history.refetch();
  };

  const open = (item: InterviewListItem) =>
    navigate(generatePath(paths.extras.interviewAnalysisById, { id: String(item.id) }));

  const items = data?.lists ?? [];
  const pageIds = useMemo(() => items.map((i) => i.id), [items]);
  const { batch, selected } = selection;
  const slideClass = paging.slide ? styles[`slide-${paging.slide.phase}-${paging.slide.dir}`] : '';

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
              <Button onClick={() => selection.toggleAll(pageIds)} disabled={pageIds.length === 0}>
                {M.selectAll}
              </Button>
              <Button
                danger
                type="primary"
                disabled={selected.size === 0}
                loading={removal.batchDeleting}
                onClick={() => removal.confirmBatchDelete([...selected], selection.clear)}
              >
                {M.batchDelete}
              </Button>
            </>
          ) : null}
          <Button type={batch ? 'default' : 'primary'} ghost={!batch} onClick={selection.toggleBatch}>
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
        <div className={styles.body} onWheel={paging.onWheel}>
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
                  onToggle={(i) => selection.toggle(i.id)}
                  onRename={setRenaming}
                  onDelete={(i) => removal.confirmDelete(i.id)}
                  onHover={setHovered}
                />
              ))}
            </ul>
          </div>
          <PageDots current={Math.min(page, totalPages)} total={totalPages} onPick={paging.goTo} />
        </div>
      )}
      <RenameDialog item={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
