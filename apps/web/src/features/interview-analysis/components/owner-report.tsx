// The owner's report: the shared report (domain/interview-report) with what only the owner has: sending the
// result to the talent pool, applying with it, printing it, the trend, and what to do next (videos, jobs).
import type { InterviewResult } from '@app/shared/interviews';
import { useApplyFlow } from '@/components/apply/apply-flow';
import { Report, ReportSection } from '@/domain/interview-report/report';
import styles from '@/domain/interview-report/report.module.css';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import { RecommendedJobs, RecommendedVideos } from './recommendations';
import { ReportActions } from './report-actions';
import { TrendCard } from './trend-card';

/** Where 用此结果投递 leads: the jobs that match this interview, each with its own 'apply'. */
const JOBS_SECTION_ID = 'report-jobs';

const DATE_TIME = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' });

export function OwnerReport({ result }: { result: InterviewResult }) {
  const finished = result.status === 'finished';
  const applyFlow = useApplyFlow();
  return (
    <Report
      result={result}
      actions={
        <ReportActions
          interviewId={result.interview_id}
          finished={finished}
          jobsSectionId={JOBS_SECTION_ID}
        />
      }
    >
      <ReportSection title={M.sections.trend} className={styles.keepTogether}>
        <TrendCard interviewId={result.interview_id} />
      </ReportSection>

      <div className={styles.twoColumns}>
        <ReportSection title={M.sections.videos}>
          <RecommendedVideos interviewId={result.interview_id} enabled={finished} />
        </ReportSection>
        <ReportSection title={M.sections.jobs} id={JOBS_SECTION_ID}>
          <RecommendedJobs
            interviewId={result.interview_id}
            enabled={finished}
            onApply={(jobId) => void applyFlow.start({ jobId, interviewId: result.interview_id })}
          />
        </ReportSection>
      </div>
      {applyFlow.dialogs}
      <p className={styles.printOnly}>{M.print.generated(DATE_TIME.format(new Date()))}</p>
    </Report>
  );
}
