// Where the person is in the camera's frame, for the background effects: MediaPipe's selfie segmentation (its
// model and WebAssembly runtime come with an npm package and are served by the app, model-files.ts), run in a
// worker a dozen times a second while a background effect is on; every frame drawn is cut with the latest
// mask. It loads only when a background effect is first chosen. Until it is ready, and where it cannot run, a
// head-and-shoulders ellipse stands in, and the page says so.
import { SEGMENTATION_MODEL } from '../../model-files';
import type { FromSegmentationWorker, ToSegmentationWorker } from './segmentation-protocol';

export type SegmentationState = 'off' | 'loading' | 'ready' | 'unavailable';

/** Where the person is, as an alpha mask drawn into `ctx` (opaque = person). */
export type PersonMask = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

/** Masks a second: the person moves little between two. */
const MASKS_PER_SECOND = 12;

/** The stand-in: a feathered head-and-shoulders ellipse where a seated candidate sits. */
export const portraitEllipseMask: PersonMask = (ctx, width, height) => {
  const cx = width / 2;
  const cy = height * 0.62;
  const rx = width * 0.3;
  const ry = height * 0.62;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(rx / ry, 1);
  const gradient = ctx.createRadialGradient(0, 0, ry * 0.78, 0, 0, ry);
  gradient.addColorStop(0, 'rgba(0,0,0,1)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(0, 0, ry, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
};

export interface PersonSegmenter {
  mask: PersonMask;
  /** Called for each frame drawn with a background effect: loads the model once, then hands it a frame now and then. */
  feed: () => void;
  state: () => SegmentationState;
  subscribe: (listener: () => void) => () => void;
  close: () => void;
}

export function createPersonSegmenter(
  video: HTMLVideoElement,
  width: number,
  height: number,
): PersonSegmenter {
  let state: SegmentationState = 'off';
  const listeners = new Set<() => void>();
  const setState = (next: SegmentationState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let worker: Worker | null = null;
  let busy = false;
  let lastSent = 0;
  /** The model's input size: frames are scaled to it here, where the browser does it fastest. */
  let input = { width: 0, height: 0 };
  // The latest mask as the model gives it (256 × 144), and stretched to the frame with its edge feathered:
  // once a mask, rather than on every frame drawn.
  const small = document.createElement('canvas');
  const smallCtx = small.getContext('2d');
  const latest = document.createElement('canvas');
  latest.width = width;
  latest.height = height;
  const latestCtx = latest.getContext('2d');
  let hasMask = false;

  const giveUp = (reason: string) => {
    console.warn('person segmentation unavailable, the ellipse stands in:', reason);
    worker?.terminate();
    worker = null;
    hasMask = false;
    setState('unavailable');
  };

  const start = () => {
    setState('loading');
    worker = new Worker(new URL('./segmentation.worker.ts', import.meta.url));
    worker.onerror = (event) => giveUp(event.message);
    worker.onmessage = ({ data }: MessageEvent<FromSegmentationWorker>) => {
      if (data.type === 'ready') {
        input = { width: data.width, height: data.height };
        setState('ready');
      } else if (data.type === 'failed') giveUp(data.reason);
      else {
        busy = false;
        if (!smallCtx || !latestCtx) return;
        small.width = data.width;
        small.height = data.height;
        smallCtx.putImageData(
          new ImageData(new Uint8ClampedArray(data.pixels), data.width, data.height),
          0,
          0,
        );
        latestCtx.clearRect(0, 0, width, height);
        latestCtx.filter = `blur(${Math.max(1, Math.round(width / data.width))}px)`;
        latestCtx.drawImage(small, 0, 0, width, height);
        hasMask = true;
      }
    };
    worker.postMessage({
      type: 'init',
      base: SEGMENTATION_MODEL.base,
      model: SEGMENTATION_MODEL.files[0],
    } satisfies ToSegmentationWorker);
  };

  const send = async () => {
    try {
      const frame = await createImageBitmap(video, {
        resizeWidth: input.width,
        resizeHeight: input.height,
        resizeQuality: 'medium',
      });
      if (!worker) {
        frame.close();
        return;
      }
      worker.postMessage({ type: 'frame', frame } satisfies ToSegmentationWorker, [frame]);
    } catch {
      busy = false;
    }
  };

  return {
    mask: (ctx, w, h) => (hasMask ? ctx.drawImage(latest, 0, 0, w, h) : portraitEllipseMask(ctx, w, h)),
    feed: () => {
      if (state === 'off') start();
      const now = performance.now();
      if (state !== 'ready' || busy || now - lastSent < 1000 / MASKS_PER_SECOND) return;
      lastSent = now;
      busy = true;
      void send();
    },
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      worker?.terminate();
      worker = null;
    },
  };
}
