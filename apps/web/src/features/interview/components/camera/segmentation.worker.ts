// Person segmentation off the page's thread: MediaPipe's selfie segmentation model on the TensorFlow Lite
// runtime compiled to WebAssembly (CPU, so a machine without a GPU does not pay for a software-rendered one).
// A classic worker: the runtime's loader is a classic script, loaded with importScripts. Answers with the
// mask's pixels only.
import type { FromSegmentationWorker, ToSegmentationWorker } from './segmentation-protocol';

/** The parts of the runtime's Emscripten module used here. */
interface TfLite {
  HEAPU8: Uint8Array;
  HEAPF32: Float32Array;
  _getModelBufferMemoryOffset: () => number;
  _loadModel: (bytes: number) => number;
  _getInputMemoryOffset: () => number;
  _getInputWidth: () => number;
  _getInputHeight: () => number;
  _getOutputMemoryOffset: () => number;
  _runInference: () => number;
}
type TfLiteFactory = (options: { locateFile: (file: string) => string }) => Promise<TfLite>;

/** A classic worker's global scope (the app's TypeScript is typed for the page). */
declare function importScripts(...urls: string[]): void;
const scope = self as unknown as Worker & Record<string, TfLiteFactory | undefined>;
const post = (message: FromSegmentationWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

/** The smallest module using a SIMD instruction: whether this browser runs the faster build. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

let tflite: TfLite | null = null;
let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;

async function init(base: string, model: string) {
  try {
    const simd = WebAssembly.validate(SIMD_PROBE);
    importScripts(`${base}/${simd ? 'tflite-simd-1-0-0.js' : 'tflite-1-0-0.js'}`);
    const create = scope[simd ? 'createTwilioTFLiteSIMDModule' : 'createTwilioTFLiteModule'];
    if (!create) throw new Error('the TensorFlow Lite runtime did not load');
    const [runtime, bytes] = await Promise.all([
      create({ locateFile: (file) => `${base}/${file}` }),
      fetch(`${base}/${model}`).then((res) => {
        if (!res.ok) throw new Error(`the model answered ${res.status}`);
        return res.arrayBuffer();
      }),
    ]);
    runtime.HEAPU8.set(new Uint8Array(bytes), runtime._getModelBufferMemoryOffset());
    if (runtime._loadModel(bytes.byteLength) !== 0) throw new Error('the model did not load');
    tflite = runtime;
    const width = runtime._getInputWidth();
    const height = runtime._getInputHeight();
    canvas = new OffscreenCanvas(width, height);
    ctx = canvas.getContext('2d', { willReadFrequently: true });
    post({ type: 'ready', width, height });
  } catch (error) {
    post({ type: 'failed', reason: String(error) });
  }
}

function segment(frame: ImageBitmap) {
  if (!tflite || !canvas || !ctx) return;
  const { width, height } = canvas;
  ctx.drawImage(frame, 0, 0, width, height);
  const pixels = ctx.getImageData(0, 0, width, height).data;
  const input = tflite._getInputMemoryOffset() / 4;
  for (let i = 0; i < width * height; i++) {
    tflite.HEAPF32[input + i * 3] = (pixels[i * 4] ?? 0) / 255;
    tflite.HEAPF32[input + i * 3 + 1] = (pixels[i * 4 + 1] ?? 0) / 255;
    tflite.HEAPF32[input + i * 3 + 2] = (pixels[i * 4 + 2] ?? 0) / 255;
  }
  tflite._runInference();
  // The model's one output channel is the chance each pixel is the person's: the mask's alpha.
  const output = tflite._getOutputMemoryOffset() / 4;
  const mask = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) mask[i * 4 + 3] = (tflite.HEAPF32[output + i] ?? 0) * 255;
  post({ type: 'mask', width, height, pixels: mask.buffer }, [mask.buffer]);
}

scope.onmessage = (event: MessageEvent<ToSegmentationWorker>) => {
  const message = event.data;
  if (message.type === 'init') void init(message.base, message.model);
  else {
    try {
      segment(message.frame);
    } catch (error) {
      tflite = null;
      post({ type: 'failed', reason: String(error) });
    } finally {
      message.frame.close();
    }
  }
};
