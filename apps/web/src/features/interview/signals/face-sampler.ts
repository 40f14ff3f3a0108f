// Frames of a camera stream sent a few times a second to the face worker (ImageBitmaps, transferred), its
// answers handed back: the face model never runs on the page's thread.
import { FACE_MODEL } from '../model-files';
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
  /** The frame had no picture in it: it measured nothing. */
  blank?: boolean;
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
  const interval = 1000 / (options.samplesPerSecond ?? FACE_SAMPLES_PER_SECOND);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // One frame in flight at a time, and a rest after each of twice what the model took: on a slow machine
  // (no GPU, CPU backend) the model then takes at most a third of a core and the preview keeps its frame
  // rate; with a GPU the model takes a few ms and the rate is the one asked for.
  const sampleLater = (delay: number) => {
    if (!stopped) timer = setTimeout(sample, delay);
  };
  function sample() {
    if (video.readyState < 2 || !video.videoWidth) {
      sampleLater(interval);
      return;
    }
    const height = Math.round((SAMPLE_WIDTH * video.videoHeight) / video.videoWidth);
    createImageBitmap(video, { resizeWidth: SAMPLE_WIDTH, resizeHeight: height, resizeQuality: 'low' })
      .then((bitmap) =>
        worker.postMessage({ type: 'frame', bitmap, at: clock() } satisfies ToFaceWorker, [bitmap]),
      )
      .catch(() => sampleLater(interval));
  }

  worker.onmessage = (event: MessageEvent<FromFaceWorker>) => {
    const message = event.data;
    if (message.type === 'ready') {
      options.onReady?.(message.backend);
      sampleLater(0);
    } else if (message.type === 'error') {
      options.onError?.(message.message);
      sampleLater(interval);
    } else {
      onResult(message);
      sampleLater(Math.max(interval - message.ms, 2 * message.ms));
    }
  };
  worker.onerror = (event) => options.onError?.(event.message || 'worker failed');
  worker.postMessage({ type: 'init', modelBase: FACE_MODEL.base } satisfies ToFaceWorker);

  return () => {
    stopped = true;
    clearTimeout(timer);
    worker.terminate();
    video.srcObject = null;
  };
}
