// The camera and microphone the room shows, records and measures. The one place the stream comes from: when the
// camera pipeline (beautify, filter, background) is merged, its processed stream replaces getUserMedia here.

export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'unsupported' | 'other';

export interface RoomStream {
  /** Null when neither camera nor microphone could be opened: the interview runs as text only. */
  stream: MediaStream | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Why the camera (or both) is missing, for the message the room shows. */
  problem: MediaProblem | null;
  stop(): void;
}

function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'other';
}

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 30 },
};
const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };

/** Camera and microphone, else the microphone alone, else nothing; never throws. */
export async function openRoomStream(): Promise<RoomStream> {
  const none = (problem: MediaProblem): RoomStream => ({
    stream: null,
    hasVideo: false,
    hasAudio: false,
    problem,
    stop() {},
  });
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return none('unsupported');
  const wrap = (stream: MediaStream, problem: MediaProblem | null): RoomStream => ({
    stream,
    hasVideo: stream.getVideoTracks().length > 0,
    hasAudio: stream.getAudioTracks().length > 0,
    problem,
    stop: () => {
      for (const track of stream.getTracks()) track.stop();
    },
  });
  try {
    return wrap(await navigator.mediaDevices.getUserMedia({ video: VIDEO, audio: AUDIO }), null);
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'denied') return none(problem);
    try {
      return wrap(await navigator.mediaDevices.getUserMedia({ audio: AUDIO }), problem);
    } catch {
      return none(problem);
    }
  }
}
