// 更多职位 for an interview (?interviewId=, its position and scores: the report's 查看更多职位) or a position
// (?position=), from /api/recommend/moreList, paged; a card opens the job on the hot-jobs board.
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { hotJobsPath } from '@/config/paths';
import { JobCard } from '@/domain/jobs/job-card';
import { MORE_POSITIONS_PAGE_SIZE, useMoreJobs } from '../api/more-jobs';
import styles from '../components/hot-jobs.module.css';
import { JOBS_MESSAGES as M } from '../messages';
import { SHARED_JOB_PARAM } from '../share-link';
import own from './more-positions.module.css';

function positiveInt(raw: string | null): number | undefined {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

export function InterviewPositions() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const interviewId = positiveInt(params.get('interviewId'));
  const position = params.get('position')?.trim().slice(0, 100) || undefined;
  const pageNo = positiveInt(params.get('page')) ?? 1;
  const jobs = useMoreJobs({ interviewId, position, page_no: pageNo });

  const hint = interviewId
    ? M.morePositions.forInterview
    : position
      ? M.morePositions.forPosition(position)
      : M.morePositions.latest;
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={own.page}>
      <h1 className={own.title}>{M.pageTitles.morePositions}</h1>
      <p className={own.hint}>
        {hint}
        {jobs.data?.count ? ` · ${M.morePositions.total(jobs.data.count)}` : ''}
      </p>
      {jobs.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : jobs.isError ? (
        <Result
          status="warning"
          title={M.morePositions.failed}
          extra={
            <Button type="primary" onClick={() => void jobs.refetch()}>
              {M.morePositions.retry}
            </Button>
          }
        />
      ) : jobs.data.lists.length === 0 ? (
        <Empty description={M.empty} />
      ) : (
        <>
          <ul className={styles.cards} data-testid="more-positions">
            {jobs.data.lists.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                selected={false}
                onSelect={(j) => navigate(`${hotJobsPath}&${SHARED_JOB_PARAM}=${j.id}`)}
              />
            ))}
          </ul>
          <div className={own.pager}>
            <Pagination
              current={pageNo}
              pageSize={MORE_POSITIONS_PAGE_SIZE}
              total={jobs.data.count ?? 0}
              showSizeChanger={false}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </div>
  );
}
