// The candidate's voice as text: the browser's speech recognition (webkitSpeechRecognition). Chrome's sends audio
// to Google, which mainland users cannot reach, so a failure is detected fast (an error event, or nothing heard
// within a few seconds) and the page falls back to typing. A pause never ends the turn: when the engine stops by
// itself it is restarted until the candidate says they are done. Results of an ended turn are dropped.
import type { InterviewLanguage } from '@app/shared/interviews';

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function speechRecognitionAvailable(): boolean {
  return recognitionCtor() !== null;
}

export type AsrFailure = 'network' | 'denied' | 'no-mic' | 'silent' | 'unsupported';

export interface ListenHandlers {
  /** The text heard so far in this turn: what is final, and the guess still forming. */
  onText: (finalText: string, interim: string) => void;
  onFailure: (reason: AsrFailure) => void;
}

export interface Listening {
  /** Ends the turn: stops the engine and ignores anything it still reports. */
  stop(): void;
}

/** No result at all within this long after starting means the service is not answering. */
export const ASR_FIRST_RESULT_MS = 8000;

export function listen(language: InterviewLanguage, handlers: ListenHandlers): Listening {
  const Ctor = recognitionCtor();
  if (!Ctor) {
    handlers.onFailure('unsupported');
    return { stop() {} };
  }
  let active = true;
  let heard = false;
  let finalText = '';
  let recognition: Recognition | null = null;

  const fail = (reason: AsrFailure) => {
    if (!active) return;
    active = false;
    clearTimeout(watchdog);
    recognition?.abort();
    handlers.onFailure(reason);
  };

  const begin = () => {
    const r = new Ctor();
    r.lang = language === 'zh' ? 'zh-CN' : 'en-US';
    r.continuous = true;
    r.interimResults = true;
    // Each session reports its own results: earlier sessions' finals are already in finalText.
    let sessionFinal = '';
    r.onresult = (event) => {
      if (!active || r !== recognition) return;
      heard = true;
      let interim = '';
      let finals = '';
      for (let i = 0; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.[0]?.transcript ?? '';
        if (result?.isFinal) finals += text;
        else interim += text;
      }
      sessionFinal = finals;
      handlers.onText(finalText + sessionFinal, interim);
    };
    r.onerror = (event) => {
      if (!active || r !== recognition) return;
      if (event.error === 'network') fail('network');
      else if (event.error === 'not-allowed' || event.error === 'service-not-allowed') fail('denied');
      else if (event.error === 'audio-capture') fail('no-mic');
      // 'no-speech' and 'aborted' are pauses: the end handler restarts.
    };
    r.onend = () => {
      if (!active || r !== recognition) return;
      finalText += sessionFinal;
      // A pause ended Chrome's session, not the candidate's turn: listen on.
      begin();
    };
    recognition = r;
    try {
      r.start();
    } catch {
      fail('unsupported');
    }
  };

  const watchdog = setTimeout(() => {
    if (!heard) fail('silent');
  }, ASR_FIRST_RESULT_MS);
  begin();

  return {
    stop() {
      active = false;
      clearTimeout(watchdog);
      const r = recognition;
      recognition = null;
      try {
        r?.abort();
      } catch {
        // Already ended.
      }
    },
  };
}
