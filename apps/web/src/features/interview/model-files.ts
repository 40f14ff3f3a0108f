// The models the interview runs in the browser, served by the app itself from the npm packages that ship them
// (never fetched from the internet): read by the Vite build, which copies them into the build and serves them
// in development, and by the code that loads them.

export interface PackagedModel {
  /** The npm package the files come from. */
  package: string;
  /** Their folder inside the package. */
  dir: string;
  /** Where the app serves them. */
  base: string;
  files: readonly string[];
}

/** @vladmandic/face-api's three small models the signals use (about 0.6 MB in all). */
export const FACE_MODEL = {
  package: '@vladmandic/face-api',
  dir: 'model',
  base: '/models/face-api',
  files: [
    'tiny_face_detector_model-weights_manifest.json',
    'tiny_face_detector_model.bin',
    'face_landmark_68_tiny_model-weights_manifest.json',
    'face_landmark_68_tiny_model.bin',
    'face_expression_model-weights_manifest.json',
    'face_expression_model.bin',
  ],
} as const satisfies PackagedModel;

/**
 * MediaPipe's selfie segmentation, the landscape model made for the camera's wide frames (250 KB), with the
 * TensorFlow Lite runtime compiled to WebAssembly (with and without SIMD) that Twilio's package ships for it.
 */
export const SEGMENTATION_MODEL = {
  package: '@twilio/video-processors',
  dir: 'dist/build',
  base: '/models/selfie-segmentation',
  files: [
    'selfie_segmentation_landscape.tflite',
    'tflite-simd-1-0-0.js',
    'tflite-simd-1-0-0.wasm',
    'tflite-1-0-0.js',
    'tflite-1-0-0.wasm',
  ],
} as const satisfies PackagedModel;

export const PACKAGED_MODELS: readonly PackagedModel[] = [FACE_MODEL, SEGMENTATION_MODEL];
