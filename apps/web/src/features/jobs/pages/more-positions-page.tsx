// 更多职位 (/more_position): from an interview's report (?interviewId=) or for a position (?position=), the jobs
// matching it; otherwise jobs recommended for each of the seeker's expectations, one tab per expectation, paged;
// a job opens selected on the hot-jobs board. Without an expectation it offers to add one.
import { PAGE_SIZE } from '@app/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Pagination, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { JobCard } from '@/domain/jobs/job-card';
import { listExpectations } from '../api/expectations';
import { searchHotJobs } from '../api/jobs';
import { ExpectationDialog } from '../components/expectation-dialog';
import styles from '../components/hot-jobs.module.css';
import { type Expectation, expectationFilters } from '../expectation';
import { JOBS_MESSAGES } from '../messages';
import { InterviewPositions } from './interview-positions';

const M = JOBS_MESSAGES.more;

function Recommendations({ expectation }: { expectation: Expectation }) {
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const filters = expectationFilters(expectation, {});
  const { data, isLoading } = useQuery({
    queryKey: ['jobs', 'more', expectation.id, pageNo],
    queryFn: () => searchHotJobs(filters, pageNo),
  });
  if (isLoading) return <Spin className={styles.more} />;
  if (!data?.lists.length) return <Empty description={M.empty} />;
  return (
    <>
      <p className={styles.muted}>{M.total(data.count ?? data.lists.length)}</p>
      <ul className={styles.cards}>
        {data.lists.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            selected={false}
            onSelect={(j) => navigate(`/?mode=jobs&jobId=${j.id}`)}
          />
        ))}
      </ul>
      <Pagination
        className={styles.more}
        current={pageNo}
        pageSize={PAGE_SIZE.hotJobs}
        total={data.count ?? 0}
        showSizeChanger={false}
        onChange={setPageNo}
      />
    </>
  );
}

/** Opened from an interview's report (?interviewId=) or for a position (?position=): that list; else by expectation. */
/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = JOBS_MESSAGES.pageTitles.morePositions;

export default function MorePositionsPage() {
  const [params] = useSearchParams();
  return params.get('interviewId') || params.get('position') ? (
    <InterviewPositions />
  ) : (
    <ExpectationPositions />
  );
}

function ExpectationPositions() {
  const [adding, setAdding] = useState(false);
  const expectations = useQuery({ queryKey: ['expectations'], queryFn: listExpectations });
  const items = expectations.data ?? [];
  return (
    <div className={styles.morePage}>
      <h1>{JOBS_MESSAGES.pageTitles.morePositions}</h1>
      <p className={styles.muted}>{M.intro}</p>
      {expectations.isLoading ? (
        <Spin />
      ) : items.length ? (
        <Tabs
          items={items.map((e) => ({
            key: String(e.id),
            label: e.job_objective,
            children: <Recommendations expectation={e} />,
          }))}
        />
      ) : (
        <Empty description={M.noExpectation}>
          <Button type="primary" onClick={() => setAdding(true)}>
            {JOBS_MESSAGES.expectation.add}
          </Button>
        </Empty>
      )}
      <ExpectationDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => expectations.refetch()}
      />
    </div>
  );
}
