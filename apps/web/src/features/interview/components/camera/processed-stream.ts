// The canvas pipeline: camera frames -> beautify, filter and background -> a canvas whose captureStream, with
// the microphone's track, is the stream both the preview shows and the recorder records (so what the
// candidate sees is what is kept).
import type { CameraSettings } from '../../store';
import { backgroundUrl } from './backgrounds';
import { frameFilter, SMOOTH_ALPHA, SMOOTH_BLUR_PX } from './effects';
import { createPersonSegmenter, type PersonSegmenter } from './person-segmenter';

export const OUTPUT_FPS = 30;
const BACKGROUND_BLUR_PX = 14;
/** The blurred background is drawn at this fraction of the frame's size. */
const BLUR_SCALE = 4;

export interface ProcessedStream {
  /** Processed video (when there is a camera) + the microphone's audio. */
  stream: MediaStream;
  /** The canvas drawn into (null without a camera). */
  canvas: HTMLCanvasElement | null;
  update: (settings: CameraSettings) => void;
  /** Who is the person, for the background effects (null without a camera). */
  segmenter: PersonSegmenter | null;
  stop: () => void;
}

function loadImage(src: string): HTMLImageElement {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  return image;
}

export function createProcessedStream(source: MediaStream, initial: CameraSettings): ProcessedStream {
  const videoTrack = source.getVideoTracks()[0];
  const audioTracks = source.getAudioTracks();
  if (!videoTrack || typeof document === 'undefined') {
    return {
      stream: new MediaStream(audioTracks),
      canvas: null,
      update: () => {},
      segmenter: null,
      stop: () => {},
    };
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

  const soft = document.createElement('canvas');
  soft.width = Math.round(width / 2);
  soft.height = Math.round(height / 2);
  const softCtx = soft.getContext('2d');
  const blurred = document.createElement('canvas');
  blurred.width = Math.round(width / BLUR_SCALE);
  blurred.height = Math.round(height / BLUR_SCALE);
  const blurredCtx = blurred.getContext('2d');
  const segmenter = createPersonSegmenter(video, width, height);
  let settings = initial;
  let background = loadImage(backgroundUrl(initial.backgroundImage));

  const drawFrame = (target: CanvasRenderingContext2D, filter: string) => {
    target.filter = filter;
    target.drawImage(video, 0, 0, width, height);
    target.filter = 'none';
    if (settings.beautify.includes('smooth') && softCtx) {
      // Blurred at half size and stretched back, as the background blur is (below).
      softCtx.filter = `${filter === 'none' ? '' : `${filter} `}blur(${SMOOTH_BLUR_PX / 2}px)`;
      softCtx.drawImage(video, 0, 0, soft.width, soft.height);
      target.globalAlpha = SMOOTH_ALPHA;
      target.drawImage(soft, 0, 0, width, height);
      target.globalAlpha = 1;
    }
  };

  const render = () => {
    if (!ctx || !personCtx || video.readyState < 2) return;
    const filter = frameFilter(settings.filter, settings.beautify);
    if (settings.background === 'none') {
      drawFrame(ctx, filter);
      return;
    }
    segmenter.feed();
    if (settings.background === 'blur' && blurredCtx) {
      // Blurred small and stretched back: the same look as a wide blur of the whole frame at a fraction of
      // its cost, which the page's thread pays on every frame.
      blurredCtx.filter = `${filter === 'none' ? '' : `${filter} `}blur(${BACKGROUND_BLUR_PX / BLUR_SCALE}px)`;
      blurredCtx.drawImage(video, 0, 0, blurred.width, blurred.height);
      ctx.drawImage(blurred, 0, 0, width, height);
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
    segmenter.mask(personCtx, width, height);
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
    segmenter,
    stop: () => {
      stopped = true;
      segmenter.close();
      cancel();
      document.removeEventListener('visibilitychange', onVisibility);
      ticker?.terminate();
      for (const track of output.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
