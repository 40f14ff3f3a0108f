// The interview's turn-taking: start or resume, the interviewer speaks, the candidate answers by voice or typing,
// the answer streams the next line back (queued and resent across network drops), until the interview finishes.
import {
  ANSWER_MAX_CHARS,
  type DialogueLine,
  type InterviewLanguage,
  type StartInterviewResponse,
} from '@app/shared/interviews';
import type { SiteInfo } from '@app/shared/site';
import type { SpeechCapabilities } from '@app/shared/speech';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { createInterviewClock, forgetInterviewClock, type InterviewClock } from './interview-clock';

const M = INTERVIEW_MESSAGES.room;

export type RoomPhase =
  | 'loading'
  | 'failed'
  | 'speaking'
  | 'waiting'
  | 'answering'
  | 'sending'
  /** The interviewer says goodbye: the interview is over, nothing more can be answered. */
  | 'closing'
  /** The goodbye was said: the page finishes the interview. */
  | 'ended'
  | 'finishing'
  | 'finished';

export interface RoomState {
  phase: RoomPhase;
  error: string | null;
  lines: DialogueLine[];
  /** The interviewer's line being said or streamed in: what the subtitles show. */
  subtitle: string;
  draft: string;
  interim: string;
  listening: boolean;
  asrProblem: AsrFailure | null;
  queued: boolean;
  remainingSeconds: number;
  /** Epoch ms when remainingSeconds was read. */
  remainingFrom: number;
  language: InterviewLanguage;
  interviewerId: number;
  voiced: boolean;
  /** The interviewer's voice is playing (the candidate may already be typing). */
  talking: boolean;
  /** The interview was finished and scored before this visit: the page shows its analysis. */
  alreadyFinished: boolean;
}

/** A line shown before the server confirms it (the candidate's answer in flight). */
function localLine(seq: number, text: string, atMs: number): DialogueLine {
  return {
    seq,
    speaker: 'candidate',
    kind: 'answer',
    text,
    at_ms: atMs,
    create_time: new Date().toISOString(),
  };
}

export function useInterviewRoom(interviewId: number | null, onFinished: (id: number) => void) {
  const plannedMinutes = useInterviewStore((s) => s.interviewDuration);
  const storeLanguage = useInterviewStore((s) => s.interviewLanguage);
  const [state, setState] = useState<RoomState>(() => ({
    phase: 'loading',
    error: null,
    lines: [],
    subtitle: '',
    draft: '',
    interim: '',
    listening: false,
    asrProblem: speechRecognitionAvailable() ? null : 'unsupported',
    queued: false,
    remainingSeconds: plannedMinutes * 60,
    remainingFrom: Date.now(),
    language: storeLanguage,
    interviewerId: useInterviewStore.getState().interviewerId ?? 3,
    voiced: true,
    talking: false,
    alreadyFinished: false,
  }));
  const [clock, setClock] = useState<InterviewClock | null>(null);
  const patch = useCallback((p: Partial<RoomState>) => setState((s) => ({ ...s, ...p })), []);

  const speakerRef = useRef<Speaker | null>(null);
  /** The browser's recognition, or with the server's ASR a recording transcribed at 回答完毕. */
  const listeningRef = useRef<Listening | RecordedAnswer | null>(null);
  const serverSpeech = useRef<SpeechCapabilities>({ tts: false, asr: false });
  const clockRef = useRef<InterviewClock | null>(null);
  /** Timings of the answer being given, on the interview clock. */
  const timing = useRef<{ questionEnd?: number; answerStart?: number }>({});
  const alive = useRef(true);
  /** Answers shown before the server has them get negative seqs, so a refused one can be taken out again. */
  const localSeq = useRef(0);
  const queue = useMemo(() => new AnswerQueue({ send: (input, onDelta) => sendAnswer(input, onDelta) }), []);

  const stopListening = useCallback(() => {
    listeningRef.current?.stop();
    listeningRef.current = null;
    patch({ listening: false, interim: '' });
  }, [patch]);

  /** The interviewer says `line`; then it is the candidate's turn (or the end). */
  const say = useCallback(
    async (line: DialogueLine, finished: boolean) => {
      timing.current = {};
      patch({ phase: finished ? 'closing' : 'speaking', subtitle: line.text, talking: true });
      await speakerRef.current?.speak(line.text);
      if (!alive.current) return;
      patch({ talking: false });
      // Cut short by an answer begun meanwhile: the question ended when the answer began.
      timing.current.questionEnd ??= timing.current.answerStart ?? clockRef.current?.now();
      if (finished) {
        patch({ phase: 'ended' });
        return;
      }
      // Typing may have begun while it spoke: then the turn is already running.
      setState((s) => (s.phase === 'speaking' ? { ...s, phase: 'waiting' } : s));
    },
    [patch],
  );

  const deliver = useCallback(
    async (answer: PendingAnswer, localSeq: number) => {
      patch({ phase: 'sending', subtitle: '' });
      let streamed = '';
      try {
        const reply = await queue.submit(
          answer,
          (piece) => {
            streamed += piece;
            patch({ subtitle: streamed });
          },
          (queued) => patch({ queued }),
        );
        if (!alive.current) return;
        setState((s) => ({ ...s, lines: [...s.lines, reply.line], draft: '' }));
        const store = useInterviewStore.getState();
        store.pushDialogue({ speaker: 'candidate', text: answer.text });
        store.pushDialogue(reply.line);
        await say(reply.line, reply.finished);
      } catch (error) {
        if (!alive.current) return;
        const msg = isApiError(error) ? error.msg : M.finishFailed;
        getMessage().error(msg);
        // Nothing lost: the refused answer goes back into the box to be shortened or resent.
        setState((s) => ({
          ...s,
          phase: 'answering',
          draft: answer.text,
          lines: s.lines.filter((l) => l.seq !== localSeq),
        }));
      }
    },
    [patch, queue, say],
  );

  // Start or resume.
  useEffect(() => {
    alive.current = true;
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
        serverSpeech.current = info?.speech ?? { tts: false, asr: false };
      } catch (error) {
        if (!cancelled) patch({ phase: 'failed', error: isApiError(error) ? error.msg : M.startFailed });
        return;
      }
      if (cancelled) return;
      const store = useInterviewStore.getState();
      store.beginInterview();
      store.pushDialogue({ speaker: 'interviewer', text: store.prompt });
      for (const line of started.dialogues) store.pushDialogue(line);
      store.setStarted(true);
      store.setInterviewId(started.interview_id);
      const latest = Math.max(0, ...started.dialogues.map((l) => l.at_ms ?? 0));
      const c = createInterviewClock({
        interviewId,
        plannedSeconds: store.interviewDuration * 60,
        remainingSeconds: started.remaining_seconds,
        latestAtMs: latest,
      });
      clockRef.current = c;
      setClock(c);
      speakerRef.current = createSpeaker(started.language, { server: serverSpeech.current.tts });
      // SPEC §4 'Interview start': the client's dialogue starts empty and takes the server's as it stands.
      setState((s) => ({
        ...s,
        lines: started.dialogues,
        language: started.language,
        interviewerId: started.interviewer_id,
        remainingSeconds: started.remaining_seconds,
        remainingFrom: Date.now(),
        voiced: speakerRef.current?.voiced ?? false,
      }));
      if (started.status === 'finished') {
        store.setStarted(false);
        patch({ phase: 'finished', alreadyFinished: true });
        return;
      }
      if (started.finished) {
        patch({ phase: 'ended', subtitle: started.line.text });
        return;
      }
      const pending = queue.pending(interviewId);
      if (pending) {
        getMessage().info(M.resending);
        const seq = --localSeq.current;
        const last = started.dialogues.at(-1);
        // The server may hold it already (only its reply was lost): then it is shown once.
        if (!(last?.speaker === 'candidate' && last.text === pending.text)) {
          setState((s) => ({
            ...s,
            lines: [...s.lines, localLine(seq, pending.text, pending.answer_end_ms ?? 0)],
          }));
        }
        await deliver(pending, seq);
        return;
      }
      await say(started.line, false);
    })();
    return () => {
      cancelled = true;
      alive.current = false;
      queue.cancel();
      speakerRef.current?.cancel();
      listeningRef.current?.stop();
    };
  }, [interviewId, patch, queue, say, deliver]);

  const startVoice = useCallback(() => {
    speakerRef.current?.cancel();
    timing.current.answerStart ??= clockRef.current?.now();
    patch({ phase: 'answering', asrProblem: null });
    const onFailure = (reason: AsrFailure) => {
      listeningRef.current = null;
      patch({ listening: false, interim: '', asrProblem: reason });
      getMessage().warning(M.asrFailed[reason]);
    };
    if (serverSpeech.current.asr) {
      stopListening();
      patch({ listening: true });
      listeningRef.current = recordAnswer(state.language, onFailure);
      return;
    }
    if (!speechRecognitionAvailable()) {
      patch({ asrProblem: 'unsupported' });
      return;
    }
    const base = state.draft ? `${state.draft.trimEnd()} ` : '';
    stopListening();
    patch({ listening: true });
    listeningRef.current = listen(state.language, {
      onText: (finalText, interim) => patch({ draft: base + finalText, interim }),
      onFailure,
    });
  }, [patch, state.draft, state.language, stopListening]);

  const setDraft = useCallback((draft: string) => {
    setState((s) => {
      if (draft.trim() && (s.phase === 'waiting' || s.phase === 'speaking')) {
        timing.current.answerStart ??= clockRef.current?.now();
        return { ...s, draft, phase: 'answering' };
      }
      return { ...s, draft };
    });
  }, []);

  const submitText = useCallback(
    (draft: string) => {
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
      speakerRef.current?.cancel();
      const now = clockRef.current?.now() ?? 0;
      const answer: PendingAnswer = {
        interviewId,
        text,
        client_id: newClientId(),
        question_end_ms: timing.current.questionEnd ?? timing.current.answerStart ?? now,
        answer_start_ms: timing.current.answerStart ?? now,
        answer_end_ms: now,
      };
      const seq = --localSeq.current;
      setState((s) => ({ ...s, draft: '', lines: [...s.lines, localLine(seq, text, now)] }));
      void deliver(answer, seq);
    },
    [deliver, interviewId, stopListening],
  );

  /** 回答完毕: with the server's ASR the recording is transcribed first, and joins what was typed. */
  const submitAnswer = useCallback(() => {
    const current = listeningRef.current;
    if (!current || !('finish' in current)) {
      submitText(state.draft);
      return;
    }
    listeningRef.current = null;
    const typed = state.draft.trimEnd();
    patch({ listening: false, interim: typed ? ` ${M.transcribing}` : M.transcribing });
    current.finish().then(
      (heard) => {
        const joined = [typed, heard.trim()].filter(Boolean).join(' ');
        patch({ interim: '', draft: joined });
        submitText(joined);
      },
      (error) => {
        patch({ interim: '', draft: typed });
        getMessage().error(isApiError(error) ? error.msg : M.transcribeFailed);
      },
    );
  }, [patch, state.draft, submitText]);

  /** Scores the interview; the page then shows the experience feedback and the analysis. */
  const finish = useCallback(
    async (finishRecording: () => Promise<void>) => {
      if (interviewId === null) return;
      stopListening();
      speakerRef.current?.cancel();
      queue.cancel();
      patch({ phase: 'finishing' });
      try {
        await finishRecording();
        const result = await finishInterview(interviewId);
        const store = useInterviewStore.getState();
        store.setActualDuration(result.duration ?? Math.round((clockRef.current?.now() ?? 0) / 1000));
        store.setScores(result);
        store.setStarted(false);
        queue.discard(interviewId);
        forgetInterviewClock(interviewId);
        patch({ phase: 'finished' });
        onFinished(interviewId);
      } catch (error) {
        getMessage().error(isApiError(error) ? error.msg : M.finishFailed);
        patch({ phase: 'waiting' });
      }
    },
    [interviewId, onFinished, patch, queue, stopListening],
  );

  return { state, clock, startVoice, setDraft, submitAnswer, finish, stopListening };
}
