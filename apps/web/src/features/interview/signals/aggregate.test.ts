// The signal windows count what the face model and the microphone reported, in the contract's shape.
import { signalsInput } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { FaceWindow, LONG_PAUSE_MS, VoiceWindow } from './aggregate';
import type { FaceSample } from './face-protocol';
import { isBlankFrame, meanLuminance } from './luminance';

const face = (extra: Partial<FaceSample> = {}): FaceSample => ({
  score: 0.9,
  box: { x: 120, y: 60, width: 80, height: 100 },
  yaw: 0.05,
  pitch: 0.5,
  expressions: { neutral: 0.7, happy: 0.3 },
  brightness: 120,
  ...extra,
});
const sample = (at: number, f: FaceSample | null) => ({ at, width: 320, height: 240, face: f });

describe('FaceWindow', () => {
  it('counts frames, faces, gaze and framing, sums expressions and averages brightness', () => {
    const window = new FaceWindow();
    window.add(sample(0, face()));
    window.add(sample(250, face({ yaw: 0.8, brightness: 80 })));
    window.add(sample(500, null));
    window.add(sample(750, face({ box: { x: 0, y: 0, width: 30, height: 40 } })));
    const result = window.take();
    expect(result).toMatchObject({ frames: 4, face_frames: 3, gaze_frames: 2, framed_frames: 2 });
    expect(result?.expressions.neutral).toBeCloseTo(2.1);
    expect(result?.brightness).toBeCloseTo((120 + 80 + 120) / 3);
    expect(signalsInput.safeParse({ interviewId: 1, from_ms: 0, to_ms: 5000, face: result }).success).toBe(
      true,
    );
  });

  it('measures head motion in face widths per second, and starts a new window after take()', () => {
    const window = new FaceWindow();
    window.add(sample(0, face()));
    // The face moved 40 px (half its width) in half a second: one face width per second.
    window.add(sample(500, face({ box: { x: 160, y: 60, width: 80, height: 100 } })));
    expect(window.take()?.head_motion).toBeCloseTo(1);
    expect(window.take()).toBeUndefined();
  });
});

describe('face brightness: a fault is not measured, never a 0', () => {
  it('a window that saw no face sends no brightness, which the contract accepts', () => {
    const window = new FaceWindow();
    window.add(sample(0, null));
    window.add(sample(250, null));
    const result = window.take();
    expect(result).toMatchObject({ frames: 2, face_frames: 0 });
    expect(result).not.toHaveProperty('brightness');
    expect(signalsInput.safeParse({ interviewId: 1, from_ms: 0, to_ms: 5000, face: result }).success).toBe(
      true,
    );
  });

  it('a face whose pixels could not be read is left out of the mean, not counted as black', () => {
    const window = new FaceWindow();
    window.add(sample(0, face({ brightness: 140 })));
    window.add(sample(250, face({ brightness: null })));
    const result = window.take();
    expect(result).toMatchObject({ face_frames: 2, brightness: 140 });
  });

  it('blank frames (no picture yet) are no frames of the candidate: no face missing, no dark face', () => {
    const window = new FaceWindow();
    window.add({ ...sample(0, null), blank: true });
    window.add({ ...sample(250, null), blank: true });
    expect(window.take()).toBeUndefined();
    window.add({ ...sample(500, null), blank: true });
    window.add(sample(750, face({ brightness: 150 })));
    expect(window.take()).toMatchObject({ frames: 1, face_frames: 1, brightness: 150 });
  });

  it('reads the mean luminance of a box, null where the box holds no pixel', () => {
    const width = 64;
    const height = 48;
    const data = new Uint8ClampedArray(width * height * 4);
    // A grey face (luminance 120) on a black frame.
    for (let y = 16; y < 32; y++)
      for (let x = 16; x < 48; x++) data.set([120, 120, 120, 255], (y * width + x) * 4);
    const image = { data, width, height };
    expect(meanLuminance(image, { x: 16, y: 16, width: 32, height: 16 })).toBeCloseTo(120);
    expect(meanLuminance(image, { x: 200, y: 200, width: 10, height: 10 })).toBeNull();
    expect(meanLuminance(image, { x: 10, y: 10, width: 0, height: 0 })).toBeNull();
    expect(isBlankFrame(image)).toBe(false);
    expect(isBlankFrame({ data: new Uint8ClampedArray(width * height * 4), width, height })).toBe(true);
  });
});

describe('VoiceWindow', () => {
  it('counts voiced frames with their level and one long pause per silence on the floor', () => {
    const window = new VoiceWindow();
    let at = 0;
    const add = (db: number, n: number, floor = true) => {
      for (let i = 0; i < n; i += 1) {
        window.add(db, at, floor);
        at += 50;
      }
    };
    add(-20, 10);
    add(-80, (LONG_PAUSE_MS / 50) * 2); // one silence of 4 s: one pause, not two
    add(-30, 10);
    add(-80, 60, false); // silence while the interviewer talks: no pause
    const result = window.take();
    expect(result).toMatchObject({ voiced_frames: 20, long_pauses: 1, level_mean_db: -25, level_sd_db: 5 });
    expect(result?.frames).toBe(20 + 80 + 60);
    expect(signalsInput.safeParse({ interviewId: 1, from_ms: 0, to_ms: 5000, voice: result }).success).toBe(
      true,
    );
  });
});
