// The signal windows count what the face model and the microphone reported, in the contract's shape.
import { signalsInput } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { FaceWindow, LONG_PAUSE_MS, VoiceWindow } from './aggregate';
import type { FaceSample } from './face-protocol';

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
