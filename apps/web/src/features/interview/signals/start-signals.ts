// Signals measured in the browser during the interview: the face (a worker running face-api a few times a
// second on frames of the camera) and the voice (Web Audio levels 20 times a second), sent every ~5 s as
// POST /api/interview/signals windows. A window that fails to send waits and goes with the next one.
import type { SignalsInput } from '@app/shared/interviews';
import { isApiError } from '@/lib/api-client';
import { postSignals } from '../api/post-signals';
import { createLevelMeter } from '../components/camera/mic-level';
import { FaceWindow, VoiceWindow } from './aggregate';
import { startFaceSampler } from './face-sampler';

export const SIGNAL_WINDOW_MS = 5_000;
const AUDIO_FRAMES_PER_SECOND = 20;
/** Windows kept while the network is down (about 5 minutes). */
const MAX_PENDING = 60;

export interface StartSignalsOptions {
  /** The processed camera + microphone stream (or the raw one). */
  stream: MediaStream;
  interviewId: number;
  /** Ms on the interview's clock (as `at_ms` of the dialogue). */
  clock: () => number;
  /** Whether the candidate holds the floor now; pauses count only then. Always, when not given. */
  isAnswering?: () => boolean;
  /** Told of each window as it is sent (for tests and a debugging overlay). */
  onWindow?: (window: SignalsInput) => void;
  /** Told when the face model could not run (the voice goes on). */
  onFaceError?: (message: string) => void;
  windowMs?: number;
  send?: (window: SignalsInput) => Promise<void>;
}

/** Starts measuring; the returned function stops and sends the last window. */
export function startSignals(options: StartSignalsOptions): () => void {
  const { stream, interviewId, clock, windowMs = SIGNAL_WINDOW_MS, send = postSignals } = options;
  const face = new FaceWindow();
  const voice = new VoiceWindow();
  const stopFace = startFaceSampler({
    stream,
    clock,
    onResult: (result) => face.add(result),
    onError: options.onFaceError,
  });

  const meter = createLevelMeter(stream);
  const audioTimer = meter
    ? setInterval(
        () => voice.add(meter.db(), clock(), options.isAnswering?.() ?? true),
        1000 / AUDIO_FRAMES_PER_SECOND,
      )
    : undefined;

  const pending: SignalsInput[] = [];
  let sending = false;
  const flush = async () => {
    if (sending) return;
    sending = true;
    try {
      while (pending.length) {
        const next = pending[0];
        if (!next) break;
        await send(next);
        pending.shift();
      }
    } catch (error) {
      // A refusal (a finished or unknown interview, a window the server finds invalid) will not heal: that
      // window is dropped. A network failure, a 5xx or a 429 may: kept for the next window, the oldest
      // going first when the queue is full.
      const status = isApiError(error) ? error.status : undefined;
      const refused =
        isApiError(error) &&
        (status === undefined ? error.code !== undefined : status < 500 && status !== 429);
      if (refused) pending.shift();
      pending.splice(0, Math.max(0, pending.length - MAX_PENDING));
    } finally {
      sending = false;
    }
  };

  let from = Math.max(0, Math.round(clock()));
  const closeWindow = () => {
    const to = Math.max(from, Math.round(clock()));
    const window: SignalsInput = { interviewId, from_ms: from, to_ms: to };
    const faceSignals = face.take();
    const voiceSignals = voice.take();
    if (faceSignals) window.face = faceSignals;
    if (voiceSignals) window.voice = voiceSignals;
    from = to;
    if (!window.face && !window.voice) return;
    options.onWindow?.(window);
    pending.push(window);
    void flush();
  };
  const windowTimer = setInterval(closeWindow, windowMs);

  return () => {
    clearInterval(windowTimer);
    if (audioTimer) clearInterval(audioTimer);
    stopFace();
    meter?.stop();
    closeWindow();
  };
}
