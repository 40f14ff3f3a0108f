// Speech ports (DESIGN.md): text to speech for the interviewer's voice and speech to text for the candidate's,
// through any OpenAI-compatible speech API (TTS_*) and transcription API (ASR_*). Unset, the browser's own
// speech synthesis and recognition serve, and typing always does.
import OpenAI, { toFile } from 'openai';

export type SpeechLanguage = 'zh' | 'en';

export interface Synthesizer {
  /** The spoken line as MP3. */
  synthesize(text: string, language: SpeechLanguage): Promise<Buffer>;
}

export interface Transcriber {
  /** The words of a recorded answer. */
  transcribe(audio: Buffer, file: { name: string; type: string }, language: SpeechLanguage): Promise<string>;
}

export interface SpeechSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

const client = (settings: SpeechSettings) =>
  new OpenAI({
    baseURL: settings.baseUrl,
    // A server on one's own machine may ask for no key; the client insists on one.
    apiKey: settings.apiKey || 'none',
    timeout: settings.timeoutMs,
    maxRetries: 1,
  });

export function openAiSynthesizer(settings: SpeechSettings & { voice?: string | undefined }): Synthesizer {
  const api = client(settings);
  return {
    async synthesize(text) {
      const res = await api.audio.speech.create({
        model: settings.model,
        voice: settings.voice || 'alloy',
        input: text,
        response_format: 'mp3',
      });
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

export function openAiTranscriber(settings: SpeechSettings): Transcriber {
  const api = client(settings);
  return {
    async transcribe(audio, file, language) {
      const res = await api.audio.transcriptions.create({
        file: await toFile(audio, file.name, { type: file.type }),
        model: settings.model,
        language,
      });
      return res.text.trim();
    },
  };
}
