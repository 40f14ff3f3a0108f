// The report of one finished interview (UI.md 'Report'): the hero with the overall ring and a verdict, the
// radar, summary, strengths and weaknesses, the six dimension cards, the questions, and the replay with its
// synced transcript. What only the owner has (the actions, the trend, what to do next) comes in as `actions`
// and `children` from the analysis page; /demo shows a sample with neither.

import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { InterviewResult } from '@app/shared/interviews';
import { type ReactNode, useMemo } from 'react';
import { ScoreRing } from '../interviews/score-ring';
import { DOMAIN_MESSAGES } from '../messages';
import { radarOption } from './chart-options';
import { DimensionCards } from './dimension-cards';
import { Chart } from './lazy-chart';
import { QuestionList } from './question-list';
import { Replay } from './replay';
import styles from './report.module.css';

const M = DOMAIN_MESSAGES.report;

const DATE_TIME = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' });

export function ReportSection({
  title,
  children,
  className,
  id,
}: {
  title: string;
  children: ReactNode;
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

export function Report({
  result,
  actions,
  children,
  practise = true,
  headingLevel = 1,
}: {
  result: InterviewResult;
  /** Under the hero's facts: what the owner can do with the result. */
  actions?: ReactNode;
  /** Sections after the replay. */
  children?: ReactNode;
  /** The questions' 'practise again' links (the owner's). */
  practise?: boolean;
  /** The interview's name is the page's h1 on its own page, an h2 inside another page. */
  headingLevel?: 1 | 2;
}) {
  const radar = useMemo(() => radarOption(result.scores, result.overall_score), [result]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.hero}`}>
        <ScoreRing score={result.overall_score} size={148} caption={M.hero.overall} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{M.title}</p>
          <Heading className={styles.heroTitle}>{result.interview_name}</Heading>
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
          {actions}
        </div>
      </section>

      <div className={styles.twoColumns}>
        <ReportSection title={M.sections.radar} className={styles.keepTogether}>
          <Chart option={radar} height={320} label={M.sections.radar} />
        </ReportSection>
        <ReportSection title={M.sections.summary} className={styles.keepTogether}>
          <p className={styles.summary}>{result.summary}</p>
          <h3 className={styles.subTitle}>{M.sections.strengths}</h3>
          <ul className={styles.points}>
            {result.strengths.map((s) => (
              <li key={s}>
                <CheckCircleFilled aria-hidden className={styles.good} /> {s}
              </li>
            ))}
          </ul>
          {result.weaknesses.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>{M.sections.weaknesses}</h3>
              <ul className={styles.points}>
                {result.weaknesses.map((w) => (
                  <li key={w}>
                    <ExclamationCircleFilled aria-hidden className={styles.weak} /> {w}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </ReportSection>
      </div>

      <ReportSection title={M.sections.dimensions}>
        <DimensionCards scores={result.scores} />
      </ReportSection>

      <ReportSection title={M.sections.questions}>
        <QuestionList interviewId={result.interview_id} questions={result.questions} practise={practise} />
      </ReportSection>

      <ReportSection title={M.sections.replay}>
        <Replay videoUrl={result.video_url} dialogues={result.dialogues} />
      </ReportSection>

      {children}
    </div>
  );
}
