// The interview's turn-taking: start or resume, the interviewer speaks, the candidate answers by voice or typing,
// the answer streams the next line back (queued and resent across network drops), until the interview finishes.
// What the room shows is decided by the state machine of room-machine.ts; this hook runs the effects (the
// server, the speaker, recognition, the camera's recording) and reports each outcome to it as an event.
import { ANSWER_MAX_CHARS, type DialogueLine, type StartInterviewResponse } from '@app/shared/interviews';
import type { SiteInfo } from '@app/shared/site';
import type { SpeechCapabilities } from '@app/shared/speech';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isApiError } from '@/lib/api-error';
import { getMessage } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';
import { siteInfoQueryOptions } from '@/lib/site-info';
import { sendAnswer } from '../../api/answer';
import { AnswerQueue, newClientId, type PendingAnswer } from '../../api/answer-queue';
import { finishInterview, startInterview } from '../../api/interview-session';
import { INTERVIEW_MESSAGES } from '../../messages';
import { type AsrFailure, type Listening, listen, speechRecognitionAvailable } from '../../speech/asr';
import { type RecordedAnswer, recordAnswer } from '../../speech/server-speech';
import { createSpeaker, type Speaker, voicesReady } from '../../speech/tts';
import { useInterviewStore } from '../../store';
import { createInterviewClock, forgetInterviewClock } from './interview-clock';
import { answerTimingOf, initialRoomState, type RoomState, roomReducer } from './room-machine';
import { useRoomMedia } from './use-room-media';

export type { RoomPhase, RoomState } from './room-machine';

const M = INTERVIEW_MESSAGES.room;
const DEFAULT_INTERVIEWER_ID = 3;

/** What the room holds besides its state: the running effects, which the machine never sees. */
interface RoomEffects {
  speaker: Speaker | null;
  /** The browser's recognition, or with the server's ASR a recording transcribed at 回答完毕. */
  listening: Listening | RecordedAnswer | null;
  serverSpeech: SpeechCapabilities;
  /** False once the room is left: late answers of the server change nothing any more. */
  alive: boolean;
}

/** The room before the server answers: the prepare page's settings. */
function roomBeforeStart(): RoomState {
  const store = useInterviewStore.getState();
  return initialRoomState({
    plannedMinutes: store.interviewDuration,
    language: store.interviewLanguage,
    interviewerId: store.interviewerId ?? DEFAULT_INTERVIEWER_ID,
    recognitionAvailable: speechRecognitionAvailable(),
    now: Date.now(),
  });
}

export function useInterviewRoom(interviewId: number | null, onFinished: (id: number) => void) {
  const [state, dispatch] = useReducer(roomReducer, undefined, roomBeforeStart);
  // Async steps (a reply that arrives, a transcription) read the state as it is then, not as it was.
  const latest = useRef<RoomState>(state);
  latest.current = state;
  const effects = useRef<RoomEffects>({
    speaker: null,
    listening: null,
    serverSpeech: { tts: false, asr: false },
    alive: true,
  }).current;
  const queue = useMemo(() => new AnswerQueue({ send: (input, onDelta) => sendAnswer(input, onDelta) }), []);
  const media = useRoomMedia(
    state.phase === 'failed' ? null : interviewId,
    state.clock,
    state.phase === 'answering',
  );
  const { finishRecording } = media;
  const now = useCallback(() => latest.current.clock?.now(), []);

  const stopListening = useCallback(() => {
    effects.listening?.stop();
    effects.listening = null;
    dispatch({ type: 'listeningStopped' });
  }, [effects]);

  /** The interviewer says `line`; then it is the candidate's turn (or, after the goodbye, the end). */
  const say = useCallback(
    async (line: DialogueLine, last: boolean) => {
      dispatch({ type: 'speakingBegan', text: line.text, last });
      await effects.speaker?.speak(line.text);
      if (effects.alive) dispatch({ type: 'speakingEnded', at: now() });
    },
    [effects, now],
  );

  const deliver = useCallback(
    async (answer: PendingAnswer) => {
      let streamed = '';
      try {
        const reply = await queue.submit(
          answer,
          (piece) => {
            streamed += piece;
            dispatch({ type: 'replyStreamed', text: streamed });
          },
          (queued) => dispatch({ type: 'queueChanged', queued }),
        );
        if (!effects.alive) return;
        dispatch({ type: 'replyReceived', line: reply.line });
        await say(reply.line, reply.finished);
      } catch (error) {
        if (!effects.alive) return;
        getMessage().error(isApiError(error) ? error.msg : M.finishFailed);
        dispatch({ type: 'answerRefused', text: answer.text });
      }
    },
    [effects, queue, say],
  );

  /** After a reload: the answer that had not arrived goes again (the server may hold it: shown once). */
  const resend = useCallback(
    (pending: PendingAnswer, dialogues: DialogueLine[]) => {
      getMessage().info(M.resending);
      const last = dialogues.at(-1);
      const held = last?.speaker === 'candidate' && last.text === pending.text;
      dispatch({ type: 'answerSent', text: pending.text, atMs: pending.answer_end_ms ?? 0, show: !held });
      return deliver(pending);
    },
    [deliver],
  );

  // Start or resume.
  useEffect(() => {
    effects.alive = true;
    if (interviewId === null) return;
    let cancelled = false;
    void (async () => {
      let started: StartInterviewResponse;
      try {
        let info: SiteInfo | null;
        [started, info] = await Promise.all([
          startInterview(interviewId),
          // Which speech the server has; without an answer, the browser's.
          queryClient.fetchQuery(siteInfoQueryOptions()).catch(() => null),
          voicesReady(),
        ]);
        effects.serverSpeech = info?.speech ?? { tts: false, asr: false };
      } catch (error) {
        if (!cancelled)
          dispatch({ type: 'startFailed', error: isApiError(error) ? error.msg : M.startFailed });
        return;
      }
      if (cancelled) return;
      const store = useInterviewStore.getState();
      store.setInterviewId(started.interview_id);
      const clock = createInterviewClock({
        interviewId,
        plannedSeconds: store.interviewDuration * 60,
        remainingSeconds: started.remaining_seconds,
        latestAtMs: Math.max(0, ...started.dialogues.map((l) => l.at_ms ?? 0)),
      });
      effects.speaker = createSpeaker(started.language, { server: effects.serverSpeech.tts });
      dispatch({ type: 'started', start: started, clock, voiced: effects.speaker.voiced, now: Date.now() });
      if (started.status === 'finished' || started.finished) return;
      const pending = queue.pending(interviewId);
      if (pending) await resend(pending, started.dialogues);
      else await say(started.line, false);
    })();
    return () => {
      cancelled = true;
      effects.alive = false;
      queue.cancel();
      effects.speaker?.cancel();
      effects.listening?.stop();
    };
  }, [interviewId, effects, queue, say, resend]);

  const startVoice = useCallback(() => {
    effects.speaker?.cancel();
    dispatch({ type: 'voiceStarted', at: now() });
    const onFailure = (reason: AsrFailure) => {
      effects.listening = null;
      dispatch({ type: 'asrFailed', reason });
      getMessage().warning(M.asrFailed[reason]);
    };
    if (effects.serverSpeech.asr) {
      stopListening();
      dispatch({ type: 'listeningBegan' });
      effects.listening = recordAnswer(state.language, onFailure);
      return;
    }
    if (!speechRecognitionAvailable()) {
      dispatch({ type: 'asrFailed', reason: 'unsupported' });
      return;
    }
    const base = state.draft ? `${state.draft.trimEnd()} ` : '';
    stopListening();
    dispatch({ type: 'listeningBegan' });
    effects.listening = listen(state.language, {
      onText: (finalText, interim) =>
        dispatch({ type: 'heard', draft: base + finalText, interim, spoken: finalText.trim() !== '' }),
      onFailure,
    });
  }, [effects, now, state.draft, state.language, stopListening]);

  const setDraft = useCallback(
    (draft: string) => dispatch({ type: 'draftChanged', draft, at: now() }),
    [now],
  );

  /** Sends the answer; `heardNow`: a transcription just added words the state does not show yet. */
  const submitText = useCallback(
    (draft: string, heardNow = false) => {
      if (interviewId === null) return;
      const text = draft.trim();
      if (!text) {
        getMessage().warning(M.answerEmpty);
        return;
      }
      if (text.length > ANSWER_MAX_CHARS) {
        getMessage().error(M.answerTooLong(ANSWER_MAX_CHARS));
        return;
      }
      // Ends the turn: anything recognition still reports belongs to no answer.
      stopListening();
      effects.speaker?.cancel();
      const at = now() ?? 0;
      const timing = latest.current.timing;
      const answer: PendingAnswer = {
        interviewId,
        text,
        client_id: newClientId(),
        ...answerTimingOf(heardNow ? { ...timing, spoken: true } : timing, at),
      };
      dispatch({ type: 'answerSent', text, atMs: at, show: true });
      void deliver(answer);
    },
    [deliver, effects, interviewId, now, stopListening],
  );

  /** 回答完毕: with the server's ASR the recording is transcribed first, and joins what was typed. */
  const submitAnswer = useCallback(() => {
    const current = effects.listening;
    if (!current || !('finish' in current)) {
      submitText(state.draft);
      return;
    }
    effects.listening = null;
    const typed = state.draft.trimEnd();
    dispatch({ type: 'transcribing', interim: typed ? ` ${M.transcribing}` : M.transcribing });
    current.finish().then(
      (heard) => {
        const joined = [typed, heard.trim()].filter(Boolean).join(' ');
        const spoken = heard.trim() !== '';
        dispatch({ type: 'transcribed', draft: joined, heard: spoken });
        submitText(joined, spoken);
      },
      (error) => {
        dispatch({ type: 'transcribed', draft: typed, heard: false });
        getMessage().error(isApiError(error) ? error.msg : M.transcribeFailed);
      },
    );
  }, [effects, state.draft, submitText]);

  /** Scores the interview; the page then shows the experience feedback and the analysis. */
  const finish = useCallback(async () => {
    if (interviewId === null) return;
    stopListening();
    effects.speaker?.cancel();
    queue.cancel();
    dispatch({ type: 'finishBegan' });
    try {
      await finishRecording();
      await finishInterview(interviewId);
      queue.discard(interviewId);
      forgetInterviewClock(interviewId);
      dispatch({ type: 'finished' });
      onFinished(interviewId);
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg : M.finishFailed);
      dispatch({ type: 'finishFailed' });
    }
  }, [effects, finishRecording, interviewId, onFinished, queue, stopListening]);

  /** 停止面试: the recording so far is kept, the interview is left unfinished (it can be resumed). */
  const stop = useCallback(async () => {
    stopListening();
    await finishRecording();
  }, [finishRecording, stopListening]);

  // The goodbye was said: the interview is finished at once ('finishBegan' leaves 'ended' before any await).
  useEffect(() => {
    if (state.phase === 'ended') void finish();
  }, [state.phase, finish]);

  return { state, media, startVoice, setDraft, submitAnswer, finish, stop };
}
