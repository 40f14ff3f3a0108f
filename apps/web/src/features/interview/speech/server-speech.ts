// The server's speech ports (TTS_* and ASR_* on the server, announced by /api/site/info): the production
// path for voice where the browser's own cannot serve (Chrome's recognition calls Google, unreachable in
// mainland China). A line is fetched as MP3 and played; an answer is recorded whole and transcribed when
// the candidate says they have finished.
import type { InterviewLanguage } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';
import type { AsrFailure } from './asr';

export function fetchSpokenLine(text: string, language: InterviewLanguage): Promise<Blob> {
  return api.blob(routes.speech.tts, { body: { text, language } });
}

export async function transcribeAnswer(audio: Blob, language: InterviewLanguage): Promise<string> {
  const typed = audio.type ? audio : new Blob([audio], { type: 'audio/webm' });
  // A few minutes of speech take the recogniser a while.
  const answer = await api.call(
    routes.speech.asr,
    { query: { language }, body: typed },
    { timeoutMs: 60_000 },
  );
  return answer.text;
}

export interface RecordedAnswer {
  /** Ends the turn without a transcript (the candidate typed instead, or left). */
  stop(): void;
  /** Stops recording and resolves with the words heard ('' when nothing was recorded). */
  finish(): Promise<string>;
}

/**
 * Records the microphone until `finish` (the candidate's 回答完毕): a pause never ends a turn. A microphone
 * that cannot be opened is reported at once, so the page can say so and the candidate types.
 */
export function recordAnswer(
  language: InterviewLanguage,
  onFailure: (reason: AsrFailure) => void,
): RecordedAnswer {
  let active = true;
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  const chunks: Blob[] = [];
  const release = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
  };
  const ready = (async () => {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (active) onFailure((error as Error).name === 'NotAllowedError' ? 'denied' : 'no-mic');
      active = false;
      return;
    }
    if (!active) return release();
    recorder = new MediaRecorder(stream);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start(1000);
  })();

  return {
    stop() {
      active = false;
      if (recorder?.state === 'recording') recorder.stop();
      release();
    },
    async finish() {
      await ready;
      const r = recorder;
      if (!active || !r) return '';
      await new Promise<void>((resolve) => {
        r.onstop = () => resolve();
        r.stop();
      });
      release();
      active = false;
      if (chunks.length === 0) return '';
      return transcribeAnswer(new Blob(chunks, { type: r.mimeType || 'audio/webm' }), language);
    },
  };
}
