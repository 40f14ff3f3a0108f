// The interviewer's voice: the browser's speechSynthesis with a zh-CN or en-US voice. Where it is missing or
// silent (no voices, headless browsers) the line still "plays" for a reading time, so the avatar and turn-taking
// behave the same, and the subtitles always carry the words.
import type { InterviewLanguage } from '@app/shared/interviews';
import { fetchSpokenLine } from './server-speech';

const LANG_TAG: Record<InterviewLanguage, string> = { zh: 'zh-CN', en: 'en-US' };

export interface Speaker {
  /** Resolves when the line has been said (or cut short by `cancel`). */
  speak(text: string): Promise<void>;
  cancel(): void;
  /** True when a real voice speaks; false means subtitles only. */
  readonly voiced: boolean;
}

/** A reading time for a line: about 4 Chinese characters or 2.5 English words a second, within 1.5-12 s. */
export function readingMs(text: string, language: InterviewLanguage): number {
  const ms = language === 'zh' ? text.length * 250 : text.split(/\s+/).length * 400;
  return Math.min(12_000, Math.max(1500, ms));
}

function pickVoice(synth: SpeechSynthesis, language: InterviewLanguage): SpeechSynthesisVoice | null {
  const tag = LANG_TAG[language].toLowerCase();
  const voices = synth.getVoices();
  return (
    voices.find((v) => v.lang.toLowerCase() === tag) ??
    voices.find((v) => v.lang.toLowerCase().startsWith(language)) ??
    null
  );
}

/** The browser's voice, or with `server` the server's TTS (TTS_* set on the server). */
export function createSpeaker(language: InterviewLanguage, options: { server?: boolean } = {}): Speaker {
  if (options.server) return serverSpeaker(language);
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  let cancelCurrent: (() => void) | null = null;

  const cancel = () => {
    cancelCurrent?.();
    cancelCurrent = null;
    synth?.cancel();
  };

  const voice = synth ? pickVoice(synth, language) : null;
  return {
    voiced: Boolean(synth && voice),
    cancel,
    speak(text) {
      cancel();
      return new Promise<void>((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(guard);
          cancelCurrent = null;
          resolve();
        };
        cancelCurrent = finish;
        // Even a real voice gets a deadline: Chrome sometimes never fires `end` on long utterances.
        const limit = synth && voice ? readingMs(text, language) * 2 + 5000 : readingMs(text, language);
        const guard = setTimeout(finish, limit);
        if (!synth || !voice) return;
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = LANG_TAG[language];
        utterance.voice = voice;
        utterance.onend = finish;
        utterance.onerror = finish;
        synth.speak(utterance);
      });
    },
  };
}

/**
 * Lines spoken by the server's TTS, played as audio. A line the server cannot speak (a network drop, the
 * service down) is shown for its reading time instead: the subtitles carry it and the interview goes on.
 */
function serverSpeaker(language: InterviewLanguage): Speaker {
  let cancelCurrent: (() => void) | null = null;
  const cancel = () => {
    cancelCurrent?.();
    cancelCurrent = null;
  };
  return {
    voiced: true,
    cancel,
    speak(text) {
      cancel();
      return new Promise<void>((resolve) => {
        let done = false;
        let audio: HTMLAudioElement | null = null;
        let url: string | null = null;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(guard);
          audio?.pause();
          if (url) URL.revokeObjectURL(url);
          cancelCurrent = null;
          resolve();
        };
        cancelCurrent = finish;
        let guard = setTimeout(finish, readingMs(text, language) * 2 + 10_000);
        const readInstead = () => {
          clearTimeout(guard);
          guard = setTimeout(finish, readingMs(text, language));
        };
        fetchSpokenLine(text, language)
          .then((blob) => {
            if (done) return;
            url = URL.createObjectURL(blob);
            audio = new Audio(url);
            audio.onended = finish;
            audio.onerror = readInstead;
            return audio.play();
          })
          .catch(readInstead);
      });
    },
  };
}

/** Voices load asynchronously in Chrome: wait briefly for them before choosing. */
export function voicesReady(timeoutMs = 1500): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || synth.getVoices().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    synth.addEventListener(
      'voiceschanged',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
