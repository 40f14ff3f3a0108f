// Media in the browser (Chromium's fake camera and microphone, the PDF viewer): measurements and waits.
// Frames per second a <video> presents, the level meter over time, pieces recorded, a PDF drawn.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * Frames per second the video matching `selector` presented over `durationMs`, counted with
 * requestVideoFrameCallback (the frames actually shown, not the frames asked for).
 */
export function measureFps(page: Page, selector: string, durationMs = 3_000): Promise<number> {
  return page.evaluate(
    ([sel, ms]) =>
      new Promise<number>((resolve, reject) => {
        const video = document.querySelector(sel) as HTMLVideoElement | null;
        if (!video?.requestVideoFrameCallback) {
          reject(new Error(`no video ${sel} with frame callbacks`));
          return;
        }
        let first: { now: number; frames: number } | null = null;
        const onFrame = (now: number, meta: VideoFrameCallbackMetadata) => {
          first ??= { now, frames: meta.presentedFrames };
          if (now - first.now >= ms) {
            resolve(((meta.presentedFrames - first.frames) * 1000) / (now - first.now));
            return;
          }
          video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
      }),
    [selector, durationMs] as const,
  );
}

/** Frames per second of the bare camera in this browser (a fresh getUserMedia in a <video>): the ceiling. */
export function rawCameraFps(page: Page, durationMs = 3_000): Promise<number> {
  return page.evaluate(async (ms) => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { frameRate: 30 } });
    const video = document.createElement('video');
    video.muted = true;
    video.style.cssText = 'position:fixed;width:64px;height:48px;left:0;bottom:0;opacity:0.01';
    video.dataset.testid = 'raw-camera';
    document.body.append(video);
    video.srcObject = stream;
    await video.play();
    const fps = await new Promise<number>((resolve) => {
      let first: { now: number; frames: number } | null = null;
      const onFrame = (now: number, meta: VideoFrameCallbackMetadata) => {
        first ??= { now, frames: meta.presentedFrames };
        if (now - first.now >= ms)
          resolve(((meta.presentedFrames - first.frames) * 1000) / (now - first.now));
        else video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
    });
    for (const track of stream.getTracks()) track.stop();
    video.remove();
    return fps;
  }, durationMs);
}

/**
 * The share of the video's current frame painted in a gradient between two colours (each channel between
 * theirs, give or take a little for video compression): how much of the frame a replaced background covers.
 */
export function backgroundShare(
  page: Page,
  from: [number, number, number],
  to: [number, number, number],
  selector = '[data-testid="camera-preview"]',
): Promise<number> {
  return page.evaluate(
    ([sel, a, b]) => {
      const video = document.querySelector(sel) as HTMLVideoElement;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx || !canvas.width) return 0;
      ctx.drawImage(video, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const slack = 6;
      let inside = 0;
      for (let i = 0; i < data.length; i += 4) {
        let all = true;
        for (let c = 0; c < 3; c++) {
          const low = Math.min(a[c] ?? 0, b[c] ?? 0) - slack;
          const high = Math.max(a[c] ?? 0, b[c] ?? 0) + slack;
          const value = data[i + c] ?? 0;
          if (value < low || value > high) all = false;
        }
        if (all) inside++;
      }
      return inside / (data.length / 4);
    },
    [selector, from, to] as const,
  );
}

/**
 * A camera picture with a person in it, for the specs that need one (Chromium's own fake camera shows a
 * pattern): one of @vladmandic/face-api's demo photos, cropped to a 640 × 480 head-and-shoulders frame by
 * `page` and written as a one-frame MJPEG file, which Chromium's fake camera shows over and over.
 */
export async function photoCamera(page: Page): Promise<string> {
  const require = createRequire(import.meta.url);
  const photo = path.join(path.dirname(require.resolve('@vladmandic/face-api')), '..', 'demo', 'sample1.jpg');
  const jpeg = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      // The woman in the middle of the 1920 × 1280 photo, framed as a webcam frames a seated candidate.
      canvas.getContext('2d')?.drawImage(image, 560, 280, 840, 630, 0, 0, 640, 480);
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1] ?? '';
    },
    `data:image/jpeg;base64,${readFileSync(photo).toString('base64')}`,
  );
  const file = path.join(tmpdir(), `candidate-camera-${process.pid}.mjpeg`);
  writeFileSync(file, Buffer.from(jpeg, 'base64'));
  return file;
}

/** Waits for the <video> matching `selector` to present its next frame (an event, not a time). */
export function nextFrame(page: Page, selector: string): Promise<void> {
  return page.evaluate(
    (sel) =>
      new Promise<void>((resolve) => {
        const video = document.querySelector(sel) as HTMLVideoElement;
        video.requestVideoFrameCallback(() => resolve());
      }),
    selector,
  );
}

/**
 * Counts the pieces of audio-only recordings the page's MediaRecorders hand over, so a test can wait until
 * an answer holds some seconds of sound (the product records in one-second pieces) instead of sleeping.
 */
export async function countAudioPieces(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, ...args: [number?]) {
      if (this.stream.getVideoTracks().length === 0) {
        this.addEventListener('dataavailable', (event) => {
          const w = window as unknown as { audioPieces?: number };
          if (event.data.size > 0) w.audioPieces = (w.audioPieces ?? 0) + 1;
        });
      }
      return start.apply(this, args);
    };
  });
}

/** Waits until the page's audio recordings have handed over `pieces` pieces (see countAudioPieces). */
export async function waitForAudioPieces(page: Page, pieces: number): Promise<void> {
  await page.waitForFunction(
    (n) => ((window as unknown as { audioPieces?: number }).audioPieces ?? 0) >= n,
    pieces,
    { timeout: 30_000 },
  );
}

/**
 * Waits until Chromium's PDF viewer has drawn the document in `frame`: two looks a moment apart agree and
 * show more than one flat colour (the viewer paints its grey backdrop first, the page after).
 */
export async function pdfDrawn(frame: Locator): Promise<void> {
  let last: Buffer | undefined;
  await expect
    .poll(
      async () => {
        const shot = await frame.screenshot();
        const steady = last?.equals(shot) ?? false;
        last = shot;
        const { channels } = await sharp(shot).stats();
        return steady && channels.some((c) => c.stdev > 10);
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}
