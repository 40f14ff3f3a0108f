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
  /** Mean luminance of the face box, 0-255. */
  brightness: number;
}

export type ToFaceWorker =
  | { type: 'init'; modelBase: string }
  | { type: 'frame'; bitmap: ImageBitmap; at: number };

export type FromFaceWorker =
  | { type: 'ready'; backend: string }
  | { type: 'error'; message: string }
  | { type: 'result'; at: number; width: number; height: number; face: FaceSample | null; ms: number };
