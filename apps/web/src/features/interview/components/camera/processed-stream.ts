// The canvas pipeline: camera frames -> beautify, filter and background -> a canvas whose captureStream, with
// the microphone's track, is the stream both the preview shows and the recorder records (so what the
// candidate sees is what is kept).
import type { CameraSettings } from '../../store';
import { backgroundUrl } from './backgrounds';
import { frameFilter, SMOOTH_ALPHA, SMOOTH_BLUR_PX } from './effects';

export const OUTPUT_FPS = 30;
const BACKGROUND_BLUR_PX = 14;

/**
 * Where the person is, as an alpha mask drawn into `ctx` (opaque = person). The built-in one is an honest
 * approximation: a feathered head-and-shoulders ellipse where a seated candidate sits, since no segmentation
 * model ships offline with the app yet; a real mask provider can replace it without touching the rest.
 */
export type PersonMask = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

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

export interface ProcessedStream {
  /** Processed video (when there is a camera) + the microphone's audio. */
  stream: MediaStream;
  /** The canvas drawn into (null without a camera). */
  canvas: HTMLCanvasElement | null;
  update: (settings: CameraSettings) => void;
  stop: () => void;
}

function loadImage(src: string): HTMLImageElement {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  return image;
}

export function createProcessedStream(
  source: MediaStream,
  initial: CameraSettings,
  mask: PersonMask = portraitEllipseMask,
): ProcessedStream {
  const videoTrack = source.getVideoTracks()[0];
  const audioTracks = source.getAudioTracks();
  if (!videoTrack || typeof document === 'undefined') {
    return { stream: new MediaStream(audioTracks), canvas: null, update: () => {}, stop: () => {} };
  }

  const { width = 640, height = 480 } = videoTrack.getSettings();
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([videoTrack]);
  void video.play().catch(() => {});

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { alpha: false });
  // The person layer and its mask, composed off-screen and drawn over the background.
  const person = document.createElement('canvas');
  person.width = width;
  person.height = height;
  const personCtx = person.getContext('2d');

  let settings = initial;
  let background = loadImage(backgroundUrl(initial.backgroundImage));

  const drawFrame = (target: CanvasRenderingContext2D, filter: string) => {
    target.filter = filter;
    target.drawImage(video, 0, 0, width, height);
    if (settings.beautify.includes('smooth')) {
      target.globalAlpha = SMOOTH_ALPHA;
      target.filter = `${filter === 'none' ? '' : `${filter} `}blur(${SMOOTH_BLUR_PX}px)`;
      target.drawImage(video, 0, 0, width, height);
      target.globalAlpha = 1;
    }
    target.filter = 'none';
  };

  const render = () => {
    if (!ctx || !personCtx || video.readyState < 2) return;
    const filter = frameFilter(settings.filter, settings.beautify);
    if (settings.background === 'none') {
      drawFrame(ctx, filter);
      return;
    }
    if (settings.background === 'blur') {
      ctx.filter = `${filter === 'none' ? '' : `${filter} `}blur(${BACKGROUND_BLUR_PX}px)`;
      ctx.drawImage(video, 0, 0, width, height);
      ctx.filter = 'none';
    } else if (background.complete && background.naturalWidth > 0) {
      ctx.drawImage(background, 0, 0, width, height);
    } else {
      ctx.fillStyle = '#E9EEF6';
      ctx.fillRect(0, 0, width, height);
    }
    personCtx.globalCompositeOperation = 'source-over';
    personCtx.clearRect(0, 0, width, height);
    drawFrame(personCtx, filter);
    personCtx.globalCompositeOperation = 'destination-in';
    mask(personCtx, width, height);
    personCtx.globalCompositeOperation = 'source-over';
    ctx.drawImage(person, 0, 0);
  };

  // While visible, one draw per new camera frame (requestVideoFrameCallback; animation frames where it is
  // missing would draw each camera frame twice at 60 Hz); while hidden, on a worker's clock (ticker.worker.ts).
  const frameVideo = video as HTMLVideoElement & {
    requestVideoFrameCallback?: (callback: () => void) => number;
    cancelVideoFrameCallback?: (handle: number) => void;
  };
  let handle = 0;
  let stopped = false;
  const schedule = () => {
    if (stopped || document.hidden) return;
    if (frameVideo.requestVideoFrameCallback) handle = frameVideo.requestVideoFrameCallback(loop);
    else handle = requestAnimationFrame(loop);
  };
  const cancel = () => {
    if (frameVideo.cancelVideoFrameCallback) frameVideo.cancelVideoFrameCallback(handle);
    else cancelAnimationFrame(handle);
  };
  function loop() {
    render();
    schedule();
  }
  let ticker: Worker | null = null;
  const onVisibility = () => {
    if (stopped) return;
    cancel();
    if (document.hidden) {
      ticker ??= new Worker(new URL('./ticker.worker.ts', import.meta.url), { type: 'module' });
      ticker.onmessage = render;
      ticker.postMessage({ fps: OUTPUT_FPS });
    } else {
      ticker?.postMessage('stop');
      schedule();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();

  const output = canvas.captureStream(OUTPUT_FPS);
  const stream = new MediaStream([...output.getVideoTracks(), ...audioTracks]);

  return {
    stream,
    canvas,
    update: (next) => {
      if (next.backgroundImage !== settings.backgroundImage)
        background = loadImage(backgroundUrl(next.backgroundImage));
      settings = next;
    },
    stop: () => {
      stopped = true;
      cancel();
      document.removeEventListener('visibilitychange', onVisibility);
      ticker?.terminate();
      for (const track of output.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
