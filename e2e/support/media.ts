// Measurements of the camera and microphone pages in the browser (Chromium's fake camera and microphone):
// the frames per second a <video> presents, and the level meter's readings over time.
import type { Page } from 'playwright-core';

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

/** The `data-level` of the element matching `selector`, read `count` times `everyMs` apart. */
export async function sampleLevels(
  page: Page,
  selector: string,
  count = 10,
  everyMs = 150,
): Promise<number[]> {
  const levels: number[] = [];
  for (let i = 0; i < count; i += 1) {
    levels.push(Number(await page.locator(selector).getAttribute('data-level')));
    await page.waitForTimeout(everyMs);
  }
  return levels;
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
