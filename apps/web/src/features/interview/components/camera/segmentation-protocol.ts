// Messages between the page and the person-segmentation worker.

export type ToSegmentationWorker =
  /** Where the runtime's scripts and the model are served. */
  | { type: 'init'; base: string; model: string }
  /** A frame at the model's input size (transferred). */
  | { type: 'frame'; frame: ImageBitmap };

export type FromSegmentationWorker =
  /** The model's input size: frames are sent at it. */
  | { type: 'ready'; width: number; height: number }
  /** The person's mask as RGBA pixels whose alpha is the model's confidence (transferred). */
  | { type: 'mask'; width: number; height: number; pixels: ArrayBuffer }
  | { type: 'failed'; reason: string };
