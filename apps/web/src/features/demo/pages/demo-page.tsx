// 产品演示 /demo: a guided tour of one interview for a visitor (choose, prepare, the room, the report), shown
// with a sample the built-in interviewer really ran (../sample.ts), its report drawn by the report's own
// components, and ending at login. The step is in the address (?step=2), so back and a shared link work.
import { ArrowLeftOutlined, ArrowRightOutlined, LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { paths } from '@/config/paths';
import { Report } from '@/domain/interview-report/report';
import { InterviewerAvatar } from '@/domain/interviews/interviewer-avatar/interviewer-avatar';
import { DOMAIN_MESSAGES } from '@/domain/messages';
import { useSession } from '@/lib/session';
import styles from '../demo.module.css';
import { DEMO_MESSAGES as M } from '../messages';
import { SAMPLE } from '../sample';

const STEPS = ['choose', 'prepare', 'room', 'report'] as const;
type Step = (typeof STEPS)[number];
const INTERVIEWER_IDS = [2, 3] as const;
/** Lines of the dialogue the room step shows. */
const ROOM_LINES = 6;

function stepOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEPS.length ? n - 1 : 0;
}

function ChooseStep() {
  const { result } = SAMPLE;
  return (
    <div className={styles.chooseGrid}>
      {INTERVIEWER_IDS.map((id) => {
        const profile = DOMAIN_MESSAGES.interviewers[id];
        const chosen = id === SAMPLE.interviewer_id;
        return (
          <article key={id} className={`${styles.card} ${chosen ? styles.chosen : ''}`}>
            <InterviewerAvatar interviewerId={id} className={styles.avatar} />
            <div>
              <h3 className={styles.cardTitle}>{profile.name}</h3>
              <p className={styles.muted}>{profile.tagline}</p>
              <p className={styles.text}>{profile.style}</p>
              {chosen ? <span className={styles.badge}>{M.steps.choose.chosen}</span> : null}
            </div>
          </article>
        );
      })}
      <article className={`${styles.card} ${styles.jobCard}`}>
        <p className={styles.label}>{M.steps.choose.job}</p>
        <h3 className={styles.cardTitle}>{result.interview_position}</h3>
        <p className={styles.text}>{M.steps.choose.jobHint}</p>
      </article>
    </div>
  );
}

function PrepareStep() {
  const { result } = SAMPLE;
  return (
    <>
      <div className={styles.documents}>
        <section className={styles.card} aria-label={M.steps.prepare.jd}>
          <h3 className={styles.cardTitle}>{M.steps.prepare.jd}</h3>
          <pre className={styles.document}>{SAMPLE.jd}</pre>
        </section>
        <section className={styles.card} aria-label={M.steps.prepare.resume}>
          <h3 className={styles.cardTitle}>{M.steps.prepare.resume}</h3>
          <pre className={styles.document}>{SAMPLE.resume}</pre>
        </section>
      </div>
      <section className={styles.card} aria-label={M.steps.prepare.questions(result.questions.length)}>
        <h3 className={styles.cardTitle}>
          {M.steps.prepare.questions(result.questions.length)}
          <span className={styles.pill}>{M.steps.prepare.minutes(SAMPLE.minutes)}</span>
        </h3>
        <ol className={styles.questions}>
          {result.questions.map((q) => (
            <li key={q.seq}>{q.question}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

function RoomStep() {
  const lines = SAMPLE.result.dialogues;
  const shown = lines.slice(0, ROOM_LINES);
  const speakers = DOMAIN_MESSAGES.report.speakers;
  return (
    <div className={styles.room}>
      <div className={styles.stage}>
        <InterviewerAvatar
          interviewerId={SAMPLE.interviewer_id === 2 ? 2 : 3}
          state="speaking"
          label={M.steps.room.speaking}
          className={styles.stageAvatar}
        />
        <p className={styles.subtitle}>{shown.findLast((l) => l.speaker === 'interviewer')?.text}</p>
      </div>
      <section className={styles.card} aria-label={M.steps.room.transcript}>
        <h3 className={styles.cardTitle}>{M.steps.room.transcript}</h3>
        <ol className={styles.transcript}>
          {shown.map((line) => (
            <li key={line.seq} className={line.speaker === 'candidate' ? styles.mine : styles.theirs}>
              <span className={styles.speaker}>
                {line.speaker === 'candidate' ? speakers.candidate : speakers.interviewer}
                {line.kind === 'follow_up' ? ` · ${M.steps.room.followUp}` : ''}
              </span>
              <span className={styles.bubble}>{line.text}</span>
            </li>
          ))}
        </ol>
        {lines.length > shown.length ? (
          <p className={styles.muted}>{M.steps.room.more(lines.length - shown.length)}</p>
        ) : null}
      </section>
    </div>
  );
}

function ReportStep() {
  return (
    <>
      <p className={styles.note}>{M.steps.report.sampleNote}</p>
      <div className={styles.report} data-testid="demo-report">
        <Report result={SAMPLE.result} practise={false} headingLevel={2} />
      </div>
    </>
  );
}

const CONTENT: Record<Step, () => React.ReactNode> = {
  choose: ChooseStep,
  prepare: PrepareStep,
  room: RoomStep,
  report: ReportStep,
};

export default function DemoPage() {
  const [params, setParams] = useSearchParams();
  const index = stepOf(params.get('step'));
  const step = STEPS[index]!;
  const navigate = useNavigate();
  const hasToken = useSession((s) => s.hasToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const last = index === STEPS.length - 1;
  const loginTarget = hasToken ? paths.store.dashboard.profile : paths.store.entry.loginQRCode;
  const loginText = hasToken ? M.start : M.login;

  const go = (next: number) => {
    moved.current = true;
    setParams(next === 0 ? {} : { step: String(next + 1) });
  };
  // A step chosen from the keyboard brings focus (and the screen reader) to its title, at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, [index]);

  const Content = CONTENT[step];
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{M.hero.eyebrow}</p>
          <h1 className={styles.title}>{M.hero.title}</h1>
          <p className={styles.lead}>{M.hero.subtitle}</p>
          {hasToken ? null : (
            <Link className={styles.skip} to={paths.store.entry.loginQRCode}>
              {M.hero.skip}
            </Link>
          )}
        </div>
      </section>

      <div className={styles.inner}>
        <nav aria-label={M.stepsLabel} className={styles.stepsNav}>
          <ol className={styles.steps}>
            {STEPS.map((s, i) => (
              <li key={s}>
                <button
                  type="button"
                  className={`${styles.stepButton} ${i === index ? styles.stepCurrent : ''} ${i < index ? styles.stepDone : ''}`}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => go(i)}
                >
                  <span className={styles.stepNumber} aria-hidden>
                    {i + 1}
                  </span>
                  <span className={styles.stepTitle}>{M.steps[s].title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>

        <section ref={panel} className={styles.panel} aria-labelledby="demo-step-title">
          <p className={styles.stepOf}>{M.stepOf(index + 1, STEPS.length)}</p>
          <h2 id="demo-step-title" ref={heading} tabIndex={-1} className={styles.stepHeading}>
            {M.steps[step].title}
          </h2>
          <p className={styles.lead}>{M.steps[step].lead}</p>
          <Content />
        </section>

        {last ? (
          <section className={`${styles.card} ${styles.ending}`} aria-labelledby="demo-ending">
            <h2 id="demo-ending" className={styles.cardTitle}>
              {M.ending.title}
            </h2>
            <p className={styles.text}>{M.ending.text}</p>
          </section>
        ) : null}

        <div className={styles.pager}>
          <Button
            size="large"
            icon={<ArrowLeftOutlined aria-hidden />}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            {M.previous}
          </Button>
          {last ? (
            <Button
              type="primary"
              size="large"
              icon={<LoginOutlined aria-hidden />}
              onClick={() => navigate(loginTarget)}
            >
              {loginText}
            </Button>
          ) : (
            <Button type="primary" size="large" onClick={() => go(index + 1)}>
              {M.next} <ArrowRightOutlined aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}
