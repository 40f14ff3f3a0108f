// Windows of measurements shaped as the contract's `signalsInput` (face and voice counts, never verdicts): the
// face worker's samples and the microphone's levels are added as they come and taken out every few seconds.
import type { SignalsInput } from '@app/shared/interviews';
import type { FaceSample } from './face-protocol';

type FaceSignals = NonNullable<SignalsInput['face']>;
type VoiceSignals = NonNullable<SignalsInput['voice']>;

/** Facing the camera: the nose near the eyes' midpoint across, and between eyes and mouth down. */
export const GAZE_MAX_YAW = 0.35;
export const GAZE_PITCH = [0.25, 0.8] as const;
/** Well framed: the face's centre in the middle of the picture and its width a sensible share of it. */
export const FRAMED_CENTRE_X = [0.25, 0.75] as const;
export const FRAMED_CENTRE_Y = [0.15, 0.7] as const;
export const FRAMED_WIDTH = [0.12, 0.6] as const;
/** A voiced audio frame is louder than this (dBFS); quieter is silence. */
export const VOICED_DB = -45;
/** SPEC-free but DESIGN's 'a pause of a couple of seconds': a silence this long counts as a long pause. */
export const LONG_PAUSE_MS = 2_000;

const EXPRESSIONS = ['neutral', 'happy', 'surprised', 'sad', 'angry', 'fearful', 'disgusted'] as const;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

export class FaceWindow {
  private frames = 0;
  private faceFrames = 0;
  private gazeFrames = 0;
  private framedFrames = 0;
  private expressions: Record<string, number> = {};
  private brightnessSum = 0;
  /** Face frames whose brightness was read. */
  private brightnessFrames = 0;
  private motionSum = 0;
  private motionCount = 0;
  private last: { x: number; y: number; at: number } | null = null;

  add(sample: { at: number; width: number; height: number; face: FaceSample | null; blank?: boolean }): void {
    // A blank frame (no picture yet) is no frame of the candidate: neither a face missing nor a dark face.
    if (sample.blank) return;
    this.frames += 1;
    const { face } = sample;
    if (!face) {
      this.last = null;
      return;
    }
    this.faceFrames += 1;
    const { box } = face;
    if (Math.abs(face.yaw) <= GAZE_MAX_YAW && within(face.pitch, GAZE_PITCH)) this.gazeFrames += 1;
    const cx = (box.x + box.width / 2) / sample.width;
    const cy = (box.y + box.height / 2) / sample.height;
    if (
      within(cx, FRAMED_CENTRE_X) &&
      within(cy, FRAMED_CENTRE_Y) &&
      within(box.width / sample.width, FRAMED_WIDTH)
    ) {
      this.framedFrames += 1;
    }
    for (const name of EXPRESSIONS)
      this.expressions[name] = (this.expressions[name] ?? 0) + (face.expressions[name] ?? 0);
    // A face whose pixels could not be read measured no brightness: it is left out, not counted as black.
    if (face.brightness !== null && Number.isFinite(face.brightness)) {
      this.brightnessSum += face.brightness;
      this.brightnessFrames += 1;
    }
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (this.last && sample.at > this.last.at) {
      const seconds = (sample.at - this.last.at) / 1000;
      const moved = Math.hypot(x - this.last.x, y - this.last.y) / Math.max(1, box.width);
      this.motionSum += moved / seconds;
      this.motionCount += 1;
    }
    this.last = { x, y, at: sample.at };
  }

  /** The window so far, or undefined when the model looked at no frame; then starts a new window. */
  take(): FaceSignals | undefined {
    if (this.frames === 0) return undefined;
    const round = (n: number) => Math.round(n * 1000) / 1000;
    const result: FaceSignals = {
      frames: this.frames,
      face_frames: this.faceFrames,
      gaze_frames: this.gazeFrames,
      framed_frames: this.framedFrames,
      expressions: Object.fromEntries(Object.entries(this.expressions).map(([k, v]) => [k, round(v)])),
      head_motion: Math.min(100, round(this.motionCount ? this.motionSum / this.motionCount : 0)),
    };
    // No face seen, no brightness measured: a 0 here would read as a black face (仪容仪表 9 from 面部平均亮度 0
    // with a bright camera showing no face).
    if (this.brightnessFrames > 0)
      result.brightness = Math.min(255, round(this.brightnessSum / this.brightnessFrames));
    // `last` stays: motion is measured across the window's edge too.
    this.frames = 0;
    this.faceFrames = 0;
    this.gazeFrames = 0;
    this.framedFrames = 0;
    this.expressions = {};
    this.brightnessSum = 0;
    this.brightnessFrames = 0;
    this.motionSum = 0;
    this.motionCount = 0;
    return result;
  }
}

export class VoiceWindow {
  private frames = 0;
  private voiced: number[] = [];
  private longPauses = 0;
  /** Start of the current silence (ms), carried across windows; null while voiced or off the floor. */
  private silenceSince: number | null = null;
  private pauseCounted = false;

  /** One audio frame's level at `at` ms; `floor` says whether the candidate holds the floor (answering). */
  add(db: number, at: number, floor = true): void {
    this.frames += 1;
    if (db > VOICED_DB) {
      this.voiced.push(db);
      this.silenceSince = null;
      this.pauseCounted = false;
      return;
    }
    if (!floor) {
      this.silenceSince = null;
      return;
    }
    this.silenceSince ??= at;
    if (!this.pauseCounted && at - this.silenceSince >= LONG_PAUSE_MS) {
      this.longPauses += 1;
      this.pauseCounted = true;
    }
  }

  take(): VoiceSignals | undefined {
    if (this.frames === 0) return undefined;
    const n = this.voiced.length;
    const mean = n ? this.voiced.reduce((s, v) => s + v, 0) / n : -160;
    const sd = n ? Math.sqrt(this.voiced.reduce((s, v) => s + (v - mean) ** 2, 0) / n) : 0;
    const result: VoiceSignals = {
      frames: this.frames,
      voiced_frames: n,
      level_mean_db: Math.max(-160, Math.min(0, Math.round(mean * 10) / 10)),
      level_sd_db: Math.min(160, Math.round(sd * 10) / 10),
      long_pauses: this.longPauses,
    };
    this.frames = 0;
    this.voiced = [];
    this.longPauses = 0;
    return result;
  }
}
