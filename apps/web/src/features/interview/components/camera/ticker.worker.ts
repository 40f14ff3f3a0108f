// A steady clock for the camera pipeline while the tab is hidden: workers' timers are not throttled to 1 Hz
// as a hidden page's are, so the recording keeps its frame rate when the candidate switches tabs.
let timer: ReturnType<typeof setInterval> | undefined;

self.onmessage = (event: MessageEvent<{ fps: number } | 'stop'>) => {
  if (timer) clearInterval(timer);
  timer = undefined;
  if (event.data === 'stop') return;
  timer = setInterval(() => self.postMessage(0), 1000 / event.data.fps);
};
