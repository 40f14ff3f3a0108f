// The face model off the main thread: frames arrive as ImageBitmaps, @vladmandic/face-api (weights served by
// the app itself) finds the face, its landmarks and expression, and the worker answers with numbers only.
import * as faceapi from '@vladmandic/face-api';
import type { FaceSample, FromFaceWorker, ToFaceWorker } from './face-protocol';
import { isBlankFrame, meanLuminance } from './luminance';

const post = (message: FromFaceWorker) => (self as unknown as Worker).postMessage(message);

/** face-api knows browsers and Node; a worker is neither, so it is told what to draw with. */
function workerEnvironment() {
  const unavailable = () => {
    throw new Error('not available in a worker');
  };
  return {
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: class {},
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unavailable,
    createVideoElement: unavailable,
    fetch: (url: string, init?: RequestInit) => fetch(url, init),
    readFile: unavailable,
  } as unknown as Parameters<typeof faceapi.env.setEnv>[0];
}

/** The parts of the bundled TensorFlow.js used here (face-api's type of `tf` leaves them out). */
const tf = faceapi.tf as unknown as {
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
  getBackend: () => string;
  browser: { fromPixels: (image: ImageData) => { dispose: () => void } };
};

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let ready = false;
let busy = false;
/** 160 px is the detector's smallest input: a face at interview distance fills enough of it. */
const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 160, scoreThreshold: 0.4 });

/**
 * Whether WebGL here runs on a real GPU. A software rasteriser (SwiftShader, llvmpipe) runs the model on the
 * same CPU cores the page draws with, slower than TensorFlow's plain CPU backend, and starves the preview.
 */
function hasHardwareWebGl(): boolean {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    );
    return !/swiftshader|llvmpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

async function init(modelBase: string) {
  faceapi.env.setEnv(workerEnvironment());
  // WebGL through OffscreenCanvas where a GPU does the work, else the CPU: either keeps the page's thread free.
  const backends = hasHardwareWebGl() ? ['webgl', 'cpu'] : ['cpu'];
  for (const backend of backends) {
    try {
      if (await tf.setBackend(backend)) break;
    } catch {
      // try the next one
    }
  }
  await tf.ready();
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(modelBase),
    faceapi.nets.faceLandmark68TinyNet.loadFromUri(modelBase),
    faceapi.nets.faceExpressionNet.loadFromUri(modelBase),
  ]);
  ready = true;
  post({ type: 'ready', backend: tf.getBackend() });
}

/** The box the landmarks span: the face itself, where the detector's box takes in hair and background. */
function landmarkBox(points: faceapi.Point[]): FaceSample['box'] {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function centre(points: faceapi.Point[]): { x: number; y: number } {
  const x = points.reduce((s, p) => s + p.x, 0) / Math.max(1, points.length);
  const y = points.reduce((s, p) => s + p.y, 0) / Math.max(1, points.length);
  return { x, y };
}

async function analyse(bitmap: ImageBitmap, at: number) {
  const started = performance.now();
  const { width, height } = bitmap;
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = new OffscreenCanvas(width, height);
    ctx = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!ctx) return;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const image = ctx.getImageData(0, 0, width, height);
  // No picture yet (the camera's first frames, the preview canvas before its first draw): nothing measured.
  if (isBlankFrame(image)) {
    post({ type: 'result', at, width, height, face: null, blank: true, ms: performance.now() - started });
    return;
  }
  const tensor = tf.browser.fromPixels(image);
  try {
    const found = await faceapi
      .detectSingleFace(tensor as unknown as faceapi.TNetInput, options)
      .withFaceLandmarks(true)
      .withFaceExpressions();
    let face: FaceSample | null = null;
    if (found) {
      const { box, score } = found.detection;
      const landmarks = found.landmarks;
      const eyes = centre([...landmarks.getLeftEye(), ...landmarks.getRightEye()]);
      const nose = landmarks.getNose()[3] ?? centre(landmarks.getNose());
      const mouth = centre(landmarks.getMouth());
      const eyeSpan = Math.max(
        1,
        Math.abs(centre(landmarks.getRightEye()).x - centre(landmarks.getLeftEye()).x),
      );
      face = {
        score,
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        yaw: Math.max(-1, Math.min(1, (nose.x - eyes.x) / eyeSpan)),
        pitch: Math.max(0, Math.min(1, (nose.y - eyes.y) / Math.max(1, mouth.y - eyes.y))),
        expressions: { ...found.expressions },
        brightness: meanLuminance(image, landmarkBox(landmarks.positions)) ?? meanLuminance(image, box),
      };
    }
    post({ type: 'result', at, width, height, face, ms: performance.now() - started });
  } finally {
    tensor.dispose();
  }
}

self.onmessage = (event: MessageEvent<ToFaceWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    init(message.modelBase).catch((error: unknown) =>
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  // A frame that arrives while one is being analysed is dropped: the sampler never builds a queue.
  if (!ready || busy) {
    message.bitmap.close();
    return;
  }
  busy = true;
  analyse(message.bitmap, message.at)
    .catch((error: unknown) =>
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      busy = false;
    });
};
