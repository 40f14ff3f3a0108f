// The delivery sub-scores (SPEC §3) from what was measured: answer latencies, the answers' text and timing,
// and the browser's face and voice windows. Pure and deterministic; a dimension with no signal is null.
import type { DimensionScore, faceSignals, ScoreDimension, voiceSignals } from '@app/shared/interviews';
import type { z } from 'zod';

type FaceWindow = z.infer<typeof faceSignals>;
type VoiceWindow = z.infer<typeof voiceSignals>;
type Evidence = DimensionScore['evidence'][number];

export interface AnswerTiming {
  text: string;
  /** Ms between the end of the question and the first word. */
  responseMs: number | null;
  /** Interview clock when the answer started and ended. */
  startMs: number | null;
  endMs: number | null;
  /** Spoken (its text came from speech recognition) or typed, as the room said when it was sent. */
  spoken: boolean;
}

export interface SignalWindow {
  fromMs: number;
  toMs: number;
  face?: FaceWindow | null;
  voice?: VoiceWindow | null;
}

export interface SignalAggregate {
  answers: AnswerTiming[];
  windows: SignalWindow[];
}

export type MeasuredDimension = Exclude<ScoreDimension, 'content'>;

/** Words that fill silence in spoken Chinese; counted per 100 characters of the answers. */
export const FILLER_WORDS = ['嗯', '呃', '那个', '就是', '然后'] as const;
/** An answer that starts later than this after the question counts as slow. */
const SLOW_MS = 10_000;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
/** Linear from `a` (score sa) to `b` (score sb), flat beyond both ends. */
function ramp(x: number, a: number, sa: number, b: number, sb: number): number {
  if (x <= a) return sa;
  if (x >= b) return sb;
  return sa + ((x - a) / (b - a)) * (sb - sa);
}
const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (n: number) => Math.round(n * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const notMeasured = (what: string): DimensionScore => ({
  score: null,
  evidence: [{ signal: 'not_measured', value: null, note: `未测量：${what}` }],
  advice: '本场面试未采集到相关信号，下次请开启摄像头和麦克风以获得该项评价。',
});

/** Characters that are spoken: letters, digits and CJK, not spaces or punctuation. */
function spokenLength(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

function countFillers(text: string): number {
  let n = 0;
  for (const word of FILLER_WORDS) n += text.split(word).length - 1;
  return n;
}

/**
 * Answers given aloud, as the room said when each was sent (its text came from speech recognition, not the
 * text box). A typed answer has no speech rate, pauses or tone (typing 200 characters in 12 seconds is no
 * 1,000 characters a minute of speech, and a microphone picking up a room's sound while the candidate types
 * is no voice), so an interview answered by typing measures none, and one mixing both uses the spoken
 * answers only.
 */
export function spokenAnswers(answers: AnswerTiming[]): AnswerTiming[] {
  return answers.filter((a) => a.spoken && a.startMs !== null && a.endMs !== null);
}

/** The voice windows heard while a spoken answer was given: the microphone's levels outside them are no answer's. */
function answerVoiceWindows(spoken: AnswerTiming[], windows: SignalWindow[]): SignalWindow[] {
  return windows.filter(
    (w) =>
      w.voice && w.voice.voiced_frames > 0 && spoken.some((a) => w.fromMs < a.endMs! && w.toMs > a.startMs!),
  );
}

export function scoreTimelyResponse(answers: AnswerTiming[]): DimensionScore {
  const latencies = answers.map((a) => a.responseMs).filter((ms): ms is number => ms !== null && ms >= 0);
  if (latencies.length === 0) return notMeasured('没有记录到回答的起始时间');
  const mid = median(latencies);
  const slow = latencies.filter((ms) => ms > SLOW_MS).length;
  const slowShare = slow / latencies.length;
  const score = clamp(ramp(mid, 3_000, 95, 10_000, 55) - ramp(mid, 10_000, 0, 30_000, 35) - slowShare * 20);
  const evidence: Evidence[] = [
    {
      signal: 'median_response_ms',
      value: Math.round(mid),
      note: `回答前的停顿中位数 ${round1(mid / 1000)} 秒`,
    },
    {
      signal: 'max_response_ms',
      value: Math.max(...latencies),
      note: `最长停顿 ${round1(Math.max(...latencies) / 1000)} 秒`,
    },
    {
      signal: 'slow_answers',
      value: slow,
      note: `${latencies.length} 次回答中有 ${slow} 次超过 10 秒才开口`,
    },
  ];
  const advice =
    mid > SLOW_MS
      ? '回答前的停顿偏长，可以先用一句话复述问题或给出结论，再边想边展开。'
      : slow > 0
        ? '整体反应及时，个别问题停顿较久，可提前准备常见问题的回答框架。'
        : '反应及时，继续保持先给结论、再展开细节的节奏。';
  return { score, evidence, advice };
}

export function scoreInterviewTone(all: AnswerTiming[], windows: SignalWindow[]): DimensionScore {
  const answers = spokenAnswers(all);
  if (answers.length === 0) return notMeasured('回答为打字输入，未测量语速、停顿和语气');
  const timed = answers.filter(
    (a) => a.startMs !== null && a.endMs !== null && a.endMs - a.startMs >= 2_000 && spokenLength(a.text) > 0,
  );
  const voiced = answerVoiceWindows(answers, windows);
  if (timed.length === 0 && voiced.length === 0) return notMeasured('没有语音信号和回答时长');
  const parts: { name: string; score: number }[] = [];
  const evidence: Evidence[] = [];

  if (timed.length > 0) {
    const chars = timed.reduce((n, a) => n + spokenLength(a.text), 0);
    const minutes = timed.reduce((n, a) => n + (a.endMs! - a.startMs!), 0) / 60_000;
    const rate = chars / minutes;
    const rateScore = rate < 180 ? ramp(rate, 80, 40, 180, 100) : ramp(rate, 320, 100, 480, 40);
    parts.push({ name: rate < 180 ? 'slow' : rate > 320 ? 'fast' : 'rate', score: rateScore });
    evidence.push({
      signal: 'speech_rate_cpm',
      value: Math.round(rate),
      note: `语速约每分钟 ${Math.round(rate)} 字（适中范围 180-320 字）`,
    });
  }
  const allText = answers.map((a) => a.text).join('');
  const length = spokenLength(allText);
  if (length > 0) {
    const per100 = (countFillers(allText) / length) * 100;
    parts.push({ name: 'fillers', score: ramp(per100, 1, 100, 8, 30) });
    evidence.push({
      signal: 'filler_per_100_chars',
      value: round1(per100),
      note: `口头禅（${FILLER_WORDS.join('、')}）每百字出现 ${round1(per100)} 次`,
    });
  }
  if (voiced.length > 0) {
    const frames = voiced.reduce((n, w) => n + w.voice!.voiced_frames, 0);
    const sd = voiced.reduce((n, w) => n + w.voice!.level_sd_db * w.voice!.voiced_frames, 0) / frames;
    const level = voiced.reduce((n, w) => n + w.voice!.level_mean_db * w.voice!.voiced_frames, 0) / frames;
    parts.push({ name: 'volume', score: ramp(sd, 6, 100, 15, 40) - (level < -50 ? 15 : 0) });
    evidence.push({
      signal: 'volume_sd_db',
      value: round1(sd),
      note: `音量波动 ${round1(sd)} dB（越小越平稳）`,
    });
    evidence.push({ signal: 'volume_mean_db', value: round1(level), note: `平均音量 ${round1(level)} dBFS` });
    const pauses = voiced.reduce((n, w) => n + w.voice!.long_pauses, 0);
    const minutes = voiced.reduce((n, w) => n + Math.max(0, w.toMs - w.fromMs), 0) / 60_000;
    if (minutes > 0) {
      const perMinute = pauses / minutes;
      parts.push({ name: 'pauses', score: ramp(perMinute, 0.5, 100, 4, 40) });
      evidence.push({
        signal: 'long_pauses_per_min',
        value: round1(perMinute),
        note: `超过 2 秒的停顿每分钟 ${round1(perMinute)} 次`,
      });
    }
  }
  const score = clamp(parts.reduce((n, p) => n + p.score, 0) / parts.length);
  const weakest = parts.reduce((a, b) => (b.score < a.score ? b : a));
  const advice = TONE_ADVICE[weakest.score >= 85 ? 'good' : weakest.name] ?? TONE_ADVICE.good!;
  return { score, evidence, advice };
}

const TONE_ADVICE: Record<string, string> = {
  good: '语气自然平稳，继续保持清晰、有节奏的表达。',
  slow: '语速偏慢，可以先想好要点再开口，用短句连贯地表达。',
  fast: '语速偏快，重要结论处稍作停顿，让面试官跟上你的思路。',
  rate: '语速适中，注意在关键处加重语气突出重点。',
  fillers: '口头禅偏多，想不好时可以短暂停顿代替“嗯”“那个”“然后”。',
  volume: '音量起伏较大，保持与麦克风的距离稳定，用平稳的音量作答。',
  pauses: '回答中长停顿较多，可以按“结论-原因-例子”的顺序组织语言，减少卡顿。',
};

/** Face windows that saw a face, with the face frames summed. */
function faceWindows(windows: SignalWindow[]): FaceWindow[] {
  return windows.map((w) => w.face).filter((f): f is FaceWindow => Boolean(f && f.face_frames > 0));
}

export function scoreFacialExpression(windows: SignalWindow[]): DimensionScore {
  const faces = faceWindows(windows);
  if (faces.length === 0) return notMeasured('没有检测到人脸');
  const frames = faces.reduce((n, f) => n + f.face_frames, 0);
  const sum = (key: keyof FaceWindow['expressions']) =>
    faces.reduce((n, f) => n + (f.expressions[key] ?? 0), 0);
  const happy = sum('happy') / frames;
  const neutral = sum('neutral') / frames;
  const negative = (sum('sad') + sum('angry') + sum('fearful') + sum('disgusted')) / frames;
  const score = clamp(
    50 +
      35 * Math.min(1, happy / 0.2) +
      15 * (1 - Math.min(1, negative / 0.15)) -
      60 * Math.max(0, negative - 0.15),
  );
  const evidence: Evidence[] = [
    { signal: 'happy_share', value: percent(happy), note: `微笑/愉快表情约占 ${percent(happy)}%` },
    { signal: 'neutral_share', value: percent(neutral), note: `平静表情约占 ${percent(neutral)}%` },
    {
      signal: 'negative_share',
      value: percent(negative),
      note: `紧张、难过等负面表情约占 ${percent(negative)}%`,
    },
  ];
  const advice =
    negative > 0.15
      ? '表情略显紧张，回答前深呼吸放松面部，说到经历时可以自然地微笑。'
      : happy < 0.1
        ? '表情较为平淡，开场和结束时适当微笑，会显得更自信亲和。'
        : '表情自然亲和，继续保持。';
  return { score, evidence, advice };
}

export function scoreBodyLanguage(windows: SignalWindow[]): DimensionScore {
  const faces = faceWindows(windows);
  if (faces.length === 0) return notMeasured('没有检测到人脸');
  const frames = faces.reduce((n, f) => n + f.face_frames, 0);
  const gaze = faces.reduce((n, f) => n + f.gaze_frames, 0) / frames;
  const motion = faces.reduce((n, f) => n + f.head_motion * f.face_frames, 0) / frames;
  const gazeScore = ramp(gaze, 0.2, 30, 0.7, 100);
  const motionScore = motion < 0.02 ? 85 : ramp(motion, 0.15, 100, 0.6, 40);
  const score = clamp((gazeScore + motionScore) / 2);
  const evidence: Evidence[] = [
    { signal: 'gaze_ratio', value: percent(gaze), note: `目光朝向镜头的时间约占 ${percent(gaze)}%` },
    {
      signal: 'head_motion',
      value: round1(motion * 100) / 100,
      note: `头部平均移动 ${round1(motion * 100)}% 脸宽/秒`,
    },
  ];
  const advice =
    gazeScore < motionScore
      ? '目光较少看向镜头，作答时把镜头当作面试官的眼睛。'
      : motion > 0.15
        ? '头部动作偏多，坐稳并保持上身自然挺直，手势配合重点即可。'
        : '姿态稳定、目光交流良好，继续保持。';
  return { score, evidence, advice };
}

export function scoreGrooming(windows: SignalWindow[]): DimensionScore {
  const seen = windows.map((w) => w.face).filter((f): f is FaceWindow => Boolean(f && f.frames > 0));
  if (seen.length === 0) return notMeasured('摄像头未开启');
  const frames = seen.reduce((n, f) => n + f.frames, 0);
  const faceFrames = seen.reduce((n, f) => n + f.face_frames, 0);
  // Frames without a face measure no face brightness: a window that found no face reports 0, which is no
  // reading of a dark face, and scoring it gave 仪容仪表 9 from 面部平均亮度 0 with a bright camera.
  if (faceFrames === 0)
    return {
      score: null,
      evidence: [
        {
          signal: 'face_presence',
          value: 0,
          note: `摄像头在 ${frames} 帧中没有检测到人脸，亮度与构图未测量`,
        },
      ],
      advice: '请正对摄像头、保证脸部在画面中且光线充足，系统才能评估仪容仪表。',
    };
  const presence = faceFrames / frames;
  const framing = seen.reduce((n, f) => n + f.framed_frames, 0) / faceFrames;
  // Brightness from the windows that read it (an older client sent 0 for a window without a face: weighted by
  // face frames, those count for nothing either way).
  const lit = seen.filter((f) => f.face_frames > 0 && typeof f.brightness === 'number');
  const litFrames = lit.reduce((n, f) => n + f.face_frames, 0);
  const brightness =
    litFrames > 0 ? lit.reduce((n, f) => n + f.brightness! * f.face_frames, 0) / litFrames : null;
  const lighting =
    brightness === null
      ? null
      : brightness < 90
        ? ramp(brightness, 40, 30, 90, 100)
        : ramp(brightness, 180, 100, 235, 50);
  // Without a brightness reading, presence and framing carry the score in their own proportion.
  const score =
    lighting === null
      ? clamp((0.3 * presence * 100 + 0.4 * framing * 100) / 0.7)
      : clamp(0.3 * presence * 100 + 0.4 * framing * 100 + 0.3 * lighting);
  const evidence: Evidence[] = [
    {
      signal: 'face_presence',
      value: percent(presence),
      note: `画面中出现人脸的时间约占 ${percent(presence)}%`,
    },
    {
      signal: 'framing_ratio',
      value: percent(framing),
      note: `人脸居中、大小合适的时间约占 ${percent(framing)}%`,
    },
    brightness === null
      ? { signal: 'brightness', value: null, note: '未测量：面部亮度没有读到' }
      : {
          signal: 'brightness',
          value: Math.round(brightness),
          note: `面部平均亮度 ${Math.round(brightness)}（0-255）`,
        },
  ];
  const advice =
    presence < 0.8
      ? '有较长时间不在画面中，请保持坐在镜头正前方。'
      : framing < 0.7
        ? '取景不够居中，调整摄像头让脸部位于画面中央、头肩完整入镜。'
        : lighting !== null && brightness !== null && lighting < 80
          ? brightness < 90
            ? '面部光线偏暗，可以在正前方补一盏灯。'
            : '面部过亮，避免强光直射或背对窗户。'
          : '仪容与画面整洁得体，光线和取景都合适。';
  return { score, evidence, advice };
}

/** Every delivery sub-score of one interview. */
export function scoreSignals(aggregate: SignalAggregate): Record<MeasuredDimension, DimensionScore> {
  return {
    body_language: scoreBodyLanguage(aggregate.windows),
    facial_expression: scoreFacialExpression(aggregate.windows),
    grooming: scoreGrooming(aggregate.windows),
    interview_tone: scoreInterviewTone(aggregate.answers, aggregate.windows),
    timely_response: scoreTimelyResponse(spokenAnswers(aggregate.answers)),
  };
}
