// 面试分析 /Interview_Analysis/{id}; without an id, the newest interview's report, or an empty state.
import { ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import styles from '@/domain/interview-report/report.module.css';
import { isApiError } from '@/lib/api-client';
import { useInterviewResult } from '@/lib/data/interviews';
import { useLatestInterviewId } from '../api/get-latest-interview';
import { OwnerReport } from '../components/owner-report';
import { ReportIllustration } from '../components/report-illustration';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';

/** The id in the path: a positive integer, or NaN for anything else (answered as 'not there'). */
function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

function Loading() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Skeleton active avatar={{ size: 148 }} paragraph={{ rows: 4 }} />
      </div>
      <div className={styles.card}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}

function NoInterview({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      illustration={<ReportIllustration />}
      eyebrow={M.pageTitles.analysis}
      title={title}
      description={M.empty.hint}
      actions={
        <Button
          type="primary"
          size="large"
          icon={<VideoCameraOutlined />}
          onClick={() => navigate(paths.store.dashboard.profile)}
        >
          {M.empty.action}
        </Button>
      }
    />
  );
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = M.pageTitles.analysis;

export default function InterviewAnalysisPage() {
  const pathId = parseId(useParams().id);
  const latest = useLatestInterviewId(pathId === null);
  const id = pathId ?? latest.data ?? null;
  const valid = id !== null && !Number.isNaN(id);
  const result = useInterviewResult(valid ? id : null);
  const navigate = useNavigate();

  if (pathId === null && latest.isPending) return <Loading />;
  if (pathId === null && latest.data === null) return <NoInterview title={M.empty.title} />;
  if (pathId !== null && !valid) return <NoInterview title={M.notFound} />;
  const error = latest.error ?? result.error;
  if (error) {
    if (isApiError(error) && error.status === 404) return <NoInterview title={M.notFound} />;
    return (
      <StatusPanel
        role="alert"
        illustration={<ReportIllustration />}
        title={M.loadFailed}
        actions={
          <Button
            type="primary"
            size="large"
            icon={<ReloadOutlined />}
            onClick={() => void (latest.isError ? latest.refetch() : result.refetch())}
          >
            {M.retry}
          </Button>
        }
      />
    );
  }
  if (!result.data) return <Loading />;
  if (result.data.status !== 'finished') {
    return (
      <StatusPanel
        illustration={<ReportIllustration />}
        eyebrow={result.data.interview_name}
        title={M.notFinished}
        actions={
          <Button type="primary" size="large" onClick={() => navigate(paths.store.interviewIng)}>
            {M.continueInterview}
          </Button>
        }
      />
    );
  }
  return <OwnerReport result={result.data} />;
}
