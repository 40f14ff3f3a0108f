// Where the face model weights are served and which ones: read by the Vite build (which copies them from the
// @vladmandic/face-api package into the build) and by the signals worker (which loads them from there).

export const FACE_MODEL_BASE = '/models/face-api';

/** The three small models the signals use (about 0.6 MB in all). */
export const FACE_MODEL_FILES = [
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_tiny_model-weights_manifest.json',
  'face_landmark_68_tiny_model.bin',
  'face_expression_model-weights_manifest.json',
  'face_expression_model.bin',
] as const;
