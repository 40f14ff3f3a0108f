// Frames of a camera stream sent a few times a second to the face worker (ImageBitmaps, transferred), its
// answers handed back: the face model never runs on the page's thread.
import { FACE_MODEL_BASE } from './face-model-files';
import type { FaceSample, FromFaceWorker, ToFaceWorker } from './face-protocol';

/** Face samples per second: enough to follow gaze and expression, light enough to keep the preview at 30 fps. */
export const FACE_SAMPLES_PER_SECOND = 4;
/** Frames go to the model at this width: the tiny detector looks at 224 px anyway. */
const SAMPLE_WIDTH = 320;

export interface FaceResult {
  at: number;
  width: number;
  height: number;
  face: FaceSample | null;
  /** Time the worker took for this frame. */
  ms: number;
}

export interface FaceSamplerOptions {
  stream: MediaStream;
  /** The time stamped on each sample (ms). */
  clock: () => number;
  onResult: (result: FaceResult) => void;
  onReady?: (backend: string) => void;
  onError?: (message: string) => void;
  samplesPerSecond?: number;
}

/** Starts sampling; returns the stop function (a no-op without a camera, a Worker or createImageBitmap). */
export function startFaceSampler(options: FaceSamplerOptions): () => void {
  const { stream, clock, onResult } = options;
  const track = stream.getVideoTracks()[0];
  if (!track || typeof Worker === 'undefined' || typeof createImageBitmap === 'undefined') {
    options.onError?.('unsupported');
    return () => {};
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  void video.play().catch(() => {});

  const worker = new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module' });
  let ready = false;
  worker.onmessage = (event: MessageEvent<FromFaceWorker>) => {
    const message = event.data;
    if (message.type === 'ready') {
      ready = true;
      options.onReady?.(message.backend);
    } else if (message.type === 'error') options.onError?.(message.message);
    else onResult(message);
  };
  worker.onerror = (event) => options.onError?.(event.message || 'worker failed');
  worker.postMessage({ type: 'init', modelBase: FACE_MODEL_BASE } satisfies ToFaceWorker);

  const timer = setInterval(
    () => {
      if (!ready || video.readyState < 2 || !video.videoWidth) return;
      const height = Math.round((SAMPLE_WIDTH * video.videoHeight) / video.videoWidth);
      createImageBitmap(video, { resizeWidth: SAMPLE_WIDTH, resizeHeight: height, resizeQuality: 'low' })
        .then((bitmap) =>
          worker.postMessage({ type: 'frame', bitmap, at: clock() } satisfies ToFaceWorker, [bitmap]),
        )
        .catch(() => {});
    },
    1000 / (options.samplesPerSecond ?? FACE_SAMPLES_PER_SECOND),
  );

  return () => {
    clearInterval(timer);
    worker.terminate();
    video.srcObject = null;
  };
}
