// Frames per second a video element actually presents over a stretch of time (the interview's preview while
// the face model runs; the issue asks for at least 30).

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, meta: { presentedFrames: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

export function measureFps(video: HTMLVideoElement, durationMs = 3_000): Promise<number> {
  const element = video as FrameCallbackVideo;
  return new Promise((resolve) => {
    const started = performance.now();
    let frames = 0;
    if (element.requestVideoFrameCallback) {
      let first: number | null = null;
      let lastPresented = 0;
      const onFrame = (now: number, meta: { presentedFrames: number }) => {
        first ??= meta.presentedFrames;
        lastPresented = meta.presentedFrames;
        if (now - started >= durationMs) {
          resolve(((lastPresented - first) * 1000) / (now - started));
          return;
        }
        element.requestVideoFrameCallback?.(onFrame);
      };
      element.requestVideoFrameCallback(onFrame);
      return;
    }
    // Without frame callbacks: count animation frames in which the picture moved on.
    let lastTime = element.currentTime;
    const onAnimation = (now: number) => {
      if (element.currentTime !== lastTime) {
        frames += 1;
        lastTime = element.currentTime;
      }
      if (now - started >= durationMs) resolve((frames * 1000) / (now - started));
      else requestAnimationFrame(onAnimation);
    };
    requestAnimationFrame(onAnimation);
  });
}
