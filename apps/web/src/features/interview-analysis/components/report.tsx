// The report of one finished interview (UI.md 'Report'): the hero with the overall ring and a verdict, the
// radar and the six dimension cards, summary, strengths and weaknesses, the questions, the replay with its
// synced transcript, the trend, and what to do next (videos, jobs, talent pool, apply, print).

import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { InterviewResult } from '@app/shared/interviews';
import { useMemo } from 'react';
import { useApplyFlow } from '@/components/apply/apply-flow';
import { ScoreRing } from '@/domain/interviews/score-ring';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import styles from './analysis.module.css';
import { radarOption } from './chart-options';
import { DimensionCards } from './dimension-cards';
import { Chart } from './lazy-chart';
import { QuestionList } from './question-list';
import { RecommendedJobs, RecommendedVideos } from './recommendations';
import { Replay } from './replay';
import { ReportActions } from './report-actions';
import { TrendCard } from './trend-card';

const DATE_TIME = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' });

function Section({
  title,
  children,
  className,
  id,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} className={`${styles.card} ${className ?? ''}`} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Where 用此结果投递 leads: the jobs that match this interview, each with its own 'apply'. */
const JOBS_SECTION_ID = 'report-jobs';

export function Report({ result }: { result: InterviewResult }) {
  const radar = useMemo(() => radarOption(result.scores, result.overall_score), [result]);
  const finished = result.status === 'finished';
  const applyFlow = useApplyFlow();
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.hero}`}>
        <ScoreRing score={result.overall_score} size={148} caption={M.hero.overall} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{M.pageTitles.analysis}</p>
          <h1 className={styles.heroTitle}>{result.interview_name}</h1>
          <p className={styles.verdict}>{M.verdict(result.overall_score)}</p>
          <dl className={styles.meta}>
            {result.interview_position ? (
              <div>
                <dt>{M.hero.position}</dt>
                <dd>{result.interview_position}</dd>
              </div>
            ) : null}
            <div>
              <dt>{M.hero.date}</dt>
              <dd>{DATE_TIME.format(new Date(result.create_time))}</dd>
            </div>
            {result.duration ? (
              <div>
                <dt>{M.hero.duration}</dt>
                <dd>{M.hero.minutes(Math.max(1, Math.round(result.duration / 60)))}</dd>
              </div>
            ) : null}
          </dl>
          <ReportActions
            interviewId={result.interview_id}
            finished={finished}
            jobsSectionId={JOBS_SECTION_ID}
          />
        </div>
      </section>

      <div className={styles.twoColumns}>
        <Section title={M.sections.radar} className={styles.keepTogether}>
          <Chart option={radar} height={320} label={M.sections.radar} />
        </Section>
        <Section title={M.sections.summary} className={styles.keepTogether}>
          <p className={styles.summary}>{result.summary}</p>
          <h3 className={styles.subTitle}>{M.sections.strengths}</h3>
          <ul className={styles.points}>
            {result.strengths.map((s) => (
              <li key={s}>
                <CheckCircleFilled className={styles.good} /> {s}
              </li>
            ))}
          </ul>
          <h3 className={styles.subTitle}>{M.sections.weaknesses}</h3>
          <ul className={styles.points}>
            {result.weaknesses.map((w) => (
              <li key={w}>
                <ExclamationCircleFilled className={styles.weak} /> {w}
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section title={M.sections.dimensions}>
        <DimensionCards scores={result.scores} />
      </Section>

      <Section title={M.sections.questions}>
        <QuestionList interviewId={result.interview_id} questions={result.questions} />
      </Section>

      <Section title={M.sections.replay}>
        <Replay videoUrl={result.video_url} dialogues={result.dialogues} />
      </Section>

      <Section title={M.sections.trend} className={styles.keepTogether}>
        <TrendCard interviewId={result.interview_id} />
      </Section>

      <div className={styles.twoColumns}>
        <Section title={M.sections.videos}>
          <RecommendedVideos interviewId={result.interview_id} enabled={finished} />
        </Section>
        <Section title={M.sections.jobs} id={JOBS_SECTION_ID}>
          <RecommendedJobs
            interviewId={result.interview_id}
            enabled={finished}
            onApply={(jobId) => void applyFlow.start({ jobId, interviewId: result.interview_id })}
          />
        </Section>
      </div>
      {applyFlow.dialogs}
      <p className={styles.printOnly}>{M.print.generated(DATE_TIME.format(new Date()))}</p>
    </div>
  );
}
