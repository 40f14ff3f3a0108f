// The speech ports' API (DESIGN.md): the interviewer's lines spoken by the server's TTS, the candidate's
// recorded answers transcribed by its ASR. Both are optional: the site info says which are configured.
import { z } from 'zod';
import { text } from './fields.ts';
import { INTERVIEW_LANGUAGES } from './interviews.ts';

/** The longest line spoken at once: an interviewer's line is far shorter. */
export const SPEECH_TEXT_MAX = 1000;
/** The largest recorded answer transcribed at once (several minutes of Opus). */
export const SPEECH_AUDIO_MAX_MB = 10;

export const SPEECH_MESSAGES = {
  notConfigured: '服务器未配置语音服务，请使用浏览器语音或文字作答',
  unavailable: '语音服务暂时不可用，请稍后再试或改用文字作答',
  tooMany: '语音请求过于频繁，请稍后再试',
  emptyText: '没有要朗读的内容',
  textTooLong: `一次最多朗读${SPEECH_TEXT_MAX}个字`,
  emptyAudio: '没有收到录音',
  audioType: '只能识别 WebM、Ogg、MP4、WAV 或 MP3 格式的录音',
  audioTooLarge: `录音不能超过${SPEECH_AUDIO_MAX_MB}MB`,
} as const;

export const speechInput = z.object({
  text: text().trim().min(1, SPEECH_MESSAGES.emptyText).max(SPEECH_TEXT_MAX, SPEECH_MESSAGES.textTooLong),
  language: z.enum(INTERVIEW_LANGUAGES).default('zh'),
});

export const transcribeQuery = z.object({ language: z.enum(INTERVIEW_LANGUAGES).default('zh') });

export const transcriptResponse = z.object({ text: z.string() });

/** Which speech ports the server has: false means the browser's own (or typing). */
export const speechCapabilities = z.object({ tts: z.boolean(), asr: z.boolean() });
export type SpeechCapabilities = z.infer<typeof speechCapabilities>;
