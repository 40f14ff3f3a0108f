// The delivery sub-scores on realistic measurements: a composed candidate outscores a nervous one, and a
// dimension with no signal is 'not measured' (null), never a guess.
import { describe, expect, it } from 'vitest';
import { type AnswerTiming, type SignalWindow, scoreSignals } from './signal-scores.ts';

const FLUENT =
  '我在上一家公司负责订单系统的重构，把单体拆成三个服务，接口响应时间从八百毫秒降到两百毫秒，团队的发布频率也从每月一次提升到每周两次。';
const HALTING = '嗯，那个，就是，我觉得嗯，然后那个我们就是做了一些优化，然后嗯效果还可以吧，就是那个还行。';

/** A 5 s window of 10 face frames per second and 20 audio frames per second. */
function window(
  i: number,
  face: Partial<NonNullable<SignalWindow['face']>> | null,
  voice?: object | null,
): SignalWindow {
  return {
    fromMs: i * 5_000,
    toMs: (i + 1) * 5_000,
    face:
      face === null
        ? null
        : {
            frames: 50,
            face_frames: 50,
            gaze_frames: 42,
            framed_frames: 48,
            expressions: {
              neutral: 38,
              happy: 10,
              surprised: 1,
              sad: 0.5,
              angry: 0.2,
              fearful: 0.2,
              disgusted: 0.1,
            },
            head_motion: 0.06,
            brightness: 140,
            ...face,
          },
    voice:
      voice === undefined
        ? { frames: 100, voiced_frames: 70, level_mean_db: -28, level_sd_db: 4.5, long_pauses: 0 }
        : (voice as SignalWindow['voice']),
  };
}

const composedAnswers: AnswerTiming[] = [
  { text: FLUENT, responseMs: 1_800, startMs: 10_000, endMs: 10_000 + 16_000, spoken: true },
  { text: FLUENT, responseMs: 2_400, startMs: 60_000, endMs: 60_000 + 17_000, spoken: true },
];
const nervousAnswers: AnswerTiming[] = [
  { text: HALTING, responseMs: 14_000, startMs: 20_000, endMs: 20_000 + 30_000, spoken: true },
  { text: HALTING, responseMs: 9_000, startMs: 90_000, endMs: 90_000 + 35_000, spoken: true },
];

describe('scoreSignals', () => {
  it('scores a composed candidate high on every dimension, with evidence and advice', () => {
    const result = scoreSignals({
      answers: composedAnswers,
      windows: Array.from({ length: 30 }, (_, i) => window(i, {})),
    });
    for (const [dimension, part] of Object.entries(result)) {
      expect(part.score, dimension).not.toBeNull();
      expect(part.score!, dimension).toBeGreaterThanOrEqual(75);
      expect(part.evidence.length, dimension).toBeGreaterThan(0);
      expect(part.advice, dimension).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(result.timely_response.evidence).toContainEqual(
      expect.objectContaining({ signal: 'median_response_ms', value: 2_100 }),
    );
  });

  it('a nervous candidate scores lower: slow to start, fillers, unsteady voice, looks away, fidgets', () => {
    const composed = scoreSignals({
      answers: composedAnswers,
      windows: Array.from({ length: 30 }, (_, i) => window(i, {})),
    });
    const nervous = scoreSignals({
      answers: nervousAnswers,
      windows: Array.from({ length: 30 }, (_, i) =>
        window(
          i,
          {
            gaze_frames: 12,
            framed_frames: 20,
            head_motion: 0.45,
            brightness: 55,
            expressions: { neutral: 25, happy: 1, sad: 8, fearful: 10, angry: 2, surprised: 4 },
          },
          { frames: 100, voiced_frames: 40, level_mean_db: -52, level_sd_db: 13, long_pauses: 2 },
        ),
      ),
    });
    for (const dimension of Object.keys(composed) as (keyof typeof composed)[]) {
      expect(nervous[dimension].score!, dimension).toBeLessThan(composed[dimension].score! - 15);
    }
    const fillers = nervous.interview_tone.evidence.find((e) => e.signal === 'filler_per_100_chars');
    expect(Number(fillers?.value)).toBeGreaterThan(10);
    expect(nervous.timely_response.evidence).toContainEqual(
      expect.objectContaining({ signal: 'slow_answers', value: 1 }),
    );
    expect(nervous.grooming.advice).toContain('取景');
  });

  it('no signals at all: every dimension is not measured (null), never invented', () => {
    const result = scoreSignals({ answers: [], windows: [] });
    for (const part of Object.values(result)) {
      expect(part.score).toBeNull();
      expect(part.evidence[0]).toMatchObject({ signal: 'not_measured', value: null });
    }
  });

  it('camera off but microphone on: face dimensions null, voice and timing measured', () => {
    const result = scoreSignals({ answers: composedAnswers, windows: [0, 1, 2].map((i) => window(i, null)) });
    expect(result.facial_expression.score).toBeNull();
    expect(result.body_language.score).toBeNull();
    expect(result.grooming.score).toBeNull();
    expect(result.interview_tone.score).not.toBeNull();
    expect(result.timely_response.score).not.toBeNull();
  });

  it('typed answers without timing: tone and timeliness are not measured', () => {
    const result = scoreSignals({
      answers: [{ text: FLUENT, responseMs: null, startMs: null, endMs: null, spoken: false }],
      windows: [],
    });
    expect(result.interview_tone.score).toBeNull();
    expect(result.timely_response.score).toBeNull();
  });

  it('the camera saw no face: no face brightness was measured, so grooming is not scored from a 0', () => {
    const result = scoreSignals({
      answers: [],
      windows: [
        window(0, { face_frames: 0, gaze_frames: 0, framed_frames: 0, expressions: {}, brightness: 0 }, null),
      ],
    });
    expect(result.grooming.score).toBeNull();
    expect(JSON.stringify(result.grooming)).not.toContain('面部平均亮度 0');
    expect(result.grooming.evidence.map((e) => e.signal)).toEqual(['face_presence']);
    expect(result.facial_expression.score).toBeNull();
  });

  it('faces seen but no brightness read: grooming from presence and framing, brightness not measured', () => {
    const { brightness: _, ...unlit } = window(0, {}, null).face!;
    const result = scoreSignals({
      answers: [],
      windows: [0, 1, 2].map((i) => ({ fromMs: i * 5_000, toMs: (i + 1) * 5_000, face: unlit })),
    });
    expect(result.grooming.score).not.toBeNull();
    expect(result.grooming.score!).toBeGreaterThanOrEqual(75);
    expect(result.grooming.evidence).toContainEqual(
      expect.objectContaining({ signal: 'brightness', value: null }),
    );
    expect(JSON.stringify(result.grooming)).not.toContain('面部平均亮度 0');
    // Windows without a face (an older client sent brightness 0 for them) do not darken the faces seen.
    const mixed = scoreSignals({
      answers: [],
      windows: [
        window(0, {}, null),
        window(1, { face_frames: 0, gaze_frames: 0, framed_frames: 0, expressions: {}, brightness: 0 }, null),
      ],
    });
    expect(mixed.grooming.evidence).toContainEqual(
      expect.objectContaining({ signal: 'brightness', value: 140 }),
    );
  });

  it('typed answers with timing: no speech rate, pauses or tone, even with sound on the microphone', () => {
    const typed: AnswerTiming[] = [
      { text: FLUENT.repeat(3), responseMs: 1_000, startMs: 0, endMs: 12_000, spoken: false },
    ];
    // The microphone heard sound while the candidate typed (a fake device's beeps, a room's noise): no voice.
    const noisy = [0, 1, 2].map((i) => window(i, {}));
    const result = scoreSignals({ answers: typed, windows: noisy });
    expect(result.interview_tone.score).toBeNull();
    expect(result.interview_tone.evidence[0]).toMatchObject({ signal: 'not_measured', value: null });
    expect(result.timely_response.score).toBeNull();
    expect(JSON.stringify(result.interview_tone)).not.toContain('语速约每分钟');
    expect(JSON.stringify(result.interview_tone)).not.toContain('音量');
  });

  it('a mixed interview measures the spoken answers only: their rate, and the voice heard while they were given', () => {
    const typed: AnswerTiming = {
      text: FLUENT.repeat(3),
      responseMs: 1_000,
      startMs: 0,
      endMs: 12_000,
      spoken: false,
    };
    const spoken: AnswerTiming = {
      text: FLUENT,
      responseMs: 2_000,
      startMs: 20_000,
      endMs: 36_000,
      spoken: true,
    };
    // Loud and unsteady while typing, steady while speaking: only the latter is the candidate's voice.
    const typing = [0, 1, 2].map((i) =>
      window(i, {}, { frames: 100, voiced_frames: 90, level_mean_db: -10, level_sd_db: 30, long_pauses: 3 }),
    );
    const speaking = [4, 5, 6, 7].map((i) => window(i, {}));
    const mixed = scoreSignals({ answers: [typed, spoken], windows: [...typing, ...speaking] });
    const spokenOnly = scoreSignals({ answers: [spoken], windows: speaking });
    const rate = mixed.interview_tone.evidence.find((e) => e.signal === 'speech_rate_cpm');
    expect(Number(rate?.value)).toBeLessThan(320);
    expect(mixed.interview_tone).toEqual(spokenOnly.interview_tone);
    expect(mixed.interview_tone.evidence).toContainEqual(
      expect.objectContaining({ signal: 'volume_sd_db', value: 4.5 }),
    );
    expect(mixed.timely_response.evidence).toContainEqual(
      expect.objectContaining({ signal: 'median_response_ms', value: 2_000 }),
    );
  });

  it('is deterministic: the same aggregate gives the same scores', () => {
    const aggregate = { answers: nervousAnswers, windows: [window(0, {}), window(1, { head_motion: 0.3 })] };
    expect(scoreSignals(aggregate)).toEqual(scoreSignals(structuredClone(aggregate)));
  });

  it('speech rate: a fast talker is told to slow down', () => {
    const fast: AnswerTiming[] = [
      { text: FLUENT.repeat(3), responseMs: 1_000, startMs: 0, endMs: 20_000, spoken: true },
    ];
    const result = scoreSignals({ answers: fast, windows: [0, 1, 2, 3].map((i) => window(i, null)) });
    const rate = result.interview_tone.evidence.find((e) => e.signal === 'speech_rate_cpm');
    expect(Number(rate?.value)).toBeGreaterThan(320);
    expect(result.interview_tone.advice).toContain('语速偏快');
  });
});
