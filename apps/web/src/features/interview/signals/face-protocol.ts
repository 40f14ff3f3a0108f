// Messages between the signals code and the face worker.

export interface FaceSample {
  /** Detector confidence 0-1. */
  score: number;
  /** Face box in pixels of the analysed frame. */
  box: { x: number; y: number; width: number; height: number };
  /** Nose offset from the eyes' midpoint across the face, -1..1 (0 = facing the camera). */
  yaw: number;
  /** Nose height between eyes and mouth, 0..1 (about 0.5 facing the camera). */
  pitch: number;
  expressions: Record<string, number>;
  /**
   * Mean luminance of the face itself (the box its landmarks span, inside the detector's looser box), 0-255;
   * null when no pixel of it could be read.
   */
  brightness: number | null;
}

export type ToFaceWorker =
  | { type: 'init'; modelBase: string }
  | { type: 'frame'; bitmap: ImageBitmap; at: number };

export type FromFaceWorker =
  | { type: 'ready'; backend: string }
  | { type: 'error'; message: string }
  | {
      type: 'result';
      at: number;
      width: number;
      height: number;
      face: FaceSample | null;
      /** The frame had no picture in it (all black): it measured nothing, not a missing face. */
      blank?: boolean;
      ms: number;
    };
