// 面试进行中 (/store/interview_ing, /interview_ing): the interviewer on the left with subtitles, the candidate's
// camera and answer on the right, the transcript in a side panel, the remaining time top right.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { FeedbackDialog } from '@/components/feedback-dialog/feedback-dialog';
import { StatusPanel } from '@/components/status-panel';
import { interviewAnalysisPath, paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { getModal } from '@/lib/feedback';
import { AnswerPanel } from '../components/room/answer-panel';
import { CandidateVideo } from '../components/room/candidate-video';
import { Countdown } from '../components/room/countdown';
import styles from '../components/room/room.module.css';
import { RoomAvatar } from '../components/room/room-avatar';
import { isClosing } from '../components/room/room-machine';
import { TranscriptPanel } from '../components/room/transcript-panel';
import { useInterviewRoom } from '../components/room/use-interview-room';
import { INTERVIEW_MESSAGES } from '../messages';
import { transcriptOf, useInterviewStore } from '../store';

const M = INTERVIEW_MESSAGES.room;

/** The phases in which leaving interrupts the interview: it has begun and is not yet over. */
const LIVE_PHASES: ReadonlySet<string> = new Set(['speaking', 'waiting', 'answering', 'sending']);

function useRoomInterviewId(): number | null {
  const [search] = useSearchParams();
  const stored = useInterviewStore((s) => s.interviewId);
  const fromQuery = Number(search.get('interviewId'));
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : stored;
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = INTERVIEW_MESSAGES.pageTitles.room;

export default function InterviewRoomPage() {
  const interviewId = useRoomInterviewId();
  const navigate = useNavigate();
  const [feedbackFor, setFeedbackFor] = useState<number | null>(null);
  const [transcriptOpen, setTranscriptOpen] = useState(true);
  const onFinished = useCallback((id: number) => setFeedbackFor(id), []);
  const room = useInterviewRoom(interviewId, onFinished);
  const { state, media } = room;
  const phaseRef = useRef(state.phase);
  phaseRef.current = state.phase;

  /** Set once the user chose to leave: the navigation that follows is not asked about again. */
  const leaving = useRef(false);
  /** Pauses the interview (as 暂停离开 does) before any leaving. */
  const pause = async () => {
    leaving.current = true;
    await room.stop();
  };

  // A link of the header (or the browser's back) leaving a live interview asks as 暂停离开 does.
  const blocker = useBlocker(() => !leaving.current && LIVE_PHASES.has(phaseRef.current));
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per blocked navigation, not per render
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    getModal().confirm({
      title: M.stopTitle,
      content: M.stopContent,
      okText: M.confirm,
      cancelText: M.cancel,
      onOk: async () => {
        await pause();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker.state]);

  // A finished interview opened again (an old tab, the back button) goes to its analysis.
  useEffect(() => {
    if (state.alreadyFinished && interviewId !== null) {
      navigate(interviewAnalysisPath(interviewId, { store: false }), { replace: true });
    }
  }, [state.alreadyFinished, interviewId, navigate]);

  if (interviewId === null) {
    return (
      <StatusPanel
        illustration={<RoomAvatar interviewerId={3} state="idle" />}
        title={M.noInterview}
        description={M.noInterviewHint}
        actions={
          <Button type="primary" onClick={() => navigate(paths.store.dashboard.profile)}>
            {M.toPrepare}
          </Button>
        }
      />
    );
  }
  if (state.phase === 'failed') {
    return (
      <StatusPanel
        role="alert"
        illustration={<RoomAvatar interviewerId={3} state="idle" />}
        title={M.startFailed}
        description={state.error}
        actions={
          <Button type="primary" onClick={() => navigate(paths.store.dashboard.profile)}>
            {M.toPrepare}
          </Button>
        }
      />
    );
  }

  const confirmFinish = () =>
    getModal().confirm({
      title: M.finishTitle,
      content: M.finishContent,
      okText: M.confirm,
      cancelText: M.cancel,
      onOk: room.finish,
    });
  const confirmStop = () =>
    getModal().confirm({
      title: M.stopTitle,
      content: M.stopContent,
      okText: M.confirm,
      cancelText: M.cancel,
      onOk: async () => {
        await pause();
        navigate(paths.store.dashboard.profile);
      },
    });

  const copyTranscript = () =>
    copyText(transcriptOf(state.lines), {
      copied: M.transcriptCopied,
      failed: M.copyFailed,
    });

  const avatarState = state.talking ? 'speaking' : state.phase === 'answering' ? 'listening' : 'idle';
  const busy = isClosing(state.phase);
  const mediaNotice = media.media?.problem ? M.camera[media.media.problem] : null;

  return (
    <div className={styles.room} data-phase={state.phase}>
      <div className={styles.topbar}>
        <h1 className={styles.title}>{INTERVIEW_MESSAGES.pageTitles.room}</h1>
        <div className={styles.topActions}>
          <Countdown seconds={state.remainingSeconds} from={state.remainingFrom} />
          <Button
            type="text"
            icon={transcriptOpen ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setTranscriptOpen((o) => !o)}
            aria-expanded={transcriptOpen}
          >
            {transcriptOpen ? M.hideTranscript : M.showTranscript}
          </Button>
          <Button onClick={confirmStop} disabled={busy}>
            {M.stop}
          </Button>
          <Button danger onClick={confirmFinish} disabled={busy}>
            {M.finish}
          </Button>
        </div>
      </div>

      {mediaNotice ? <Alert type="info" showIcon title={mediaNotice} className={styles.notice} /> : null}
      {!state.voiced && state.phase !== 'loading' ? (
        <Alert type="info" showIcon title={M.subtitlesOnly} className={styles.notice} closable />
      ) : null}
      {media.uploadTrouble ? (
        <Alert type="warning" showIcon title={M.uploadTrouble} className={styles.notice} />
      ) : null}

      <div className={transcriptOpen ? styles.stage : `${styles.stage} ${styles.stageWide}`}>
        <section className={styles.interviewer} aria-label={M.interviewer}>
          <div className={styles.avatar}>
            <RoomAvatar interviewerId={state.interviewerId} state={avatarState} />
          </div>
          <div className={styles.subtitle} data-testid="subtitle" aria-live="polite">
            {state.phase === 'loading' ? <Spin size="small" /> : null}
            <span>
              {state.subtitle ||
                (state.phase === 'loading' ? M.loading : state.phase === 'sending' ? M.sending : '')}
            </span>
          </div>
        </section>

        <section className={styles.candidate} aria-label={M.you}>
          <CandidateVideo stream={media.media?.stream ?? null} recording={media.recording} />
          <AnswerPanel
            phase={state.phase}
            draft={state.draft}
            interim={state.interim}
            listening={state.listening}
            asrProblem={state.asrProblem}
            queued={state.queued}
            onDraft={room.setDraft}
            onStartVoice={room.startVoice}
            onSubmit={room.submitAnswer}
          />
        </section>

        {transcriptOpen ? (
          <aside className={styles.side} aria-label={M.transcript}>
            <div className={styles.sideHead}>
              <h2 className={styles.sideTitle}>{M.transcript}</h2>
              <Button
                type="link"
                size="small"
                onClick={() => void copyTranscript()}
                disabled={state.lines.length === 0}
              >
                {M.copyTranscript}
              </Button>
            </div>
            <TranscriptPanel
              lines={state.lines}
              streaming={state.phase === 'sending' ? state.subtitle : ''}
            />
          </aside>
        ) : null}
      </div>

      {(state.phase === 'ended' || state.phase === 'finishing') && feedbackFor === null ? (
        <div className={styles.finishing}>
          <Spin />
          <span>{M.finishing}</span>
        </div>
      ) : null}

      <FeedbackDialog
        open={feedbackFor !== null}
        source="interview"
        title={M.feedbackTitle}
        question={M.feedbackQuestion}
        requireEmoji
        requireText
        disableSubmitUntilValid
        zeroCountsAsUnselected
        interviewId={feedbackFor ?? undefined}
        onClose={() => {
          if (feedbackFor !== null) navigate(interviewAnalysisPath(feedbackFor, { store: false }));
        }}
      />
    </div>
  );
}
