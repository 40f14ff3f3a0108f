// Opening the camera and microphone, and naming what went wrong in a way the page can explain (denied, no
// device, camera busy in another program, no support), falling back to the microphone alone.

export type DeviceProblem = 'denied' | 'no-device' | 'busy' | 'unsupported' | 'unknown';

export interface OpenedDevices {
  stream: MediaStream | null;
  /** Why the camera is missing, when it is. */
  cameraProblem: DeviceProblem | null;
  /** Why the microphone is missing, when it is. */
  micProblem: DeviceProblem | null;
}

/** What a getUserMedia rejection means to the user. */
export function classifyMediaError(error: unknown): DeviceProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 30 },
  facingMode: 'user',
};
const AUDIO: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

async function request(constraints: MediaStreamConstraints): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia(constraints);
}

/**
 * Camera and microphone together; when that fails, each alone, so a missing or busy camera still leaves the
 * voice (and a missing microphone still leaves the picture). The interview runs text-only with neither.
 */
export async function openDevices(): Promise<OpenedDevices> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return { stream: null, cameraProblem: 'unsupported', micProblem: 'unsupported' };
  }
  try {
    const stream = await request({ video: VIDEO, audio: AUDIO });
    return { stream, cameraProblem: null, micProblem: null };
  } catch (both) {
    const bothProblem = classifyMediaError(both);
    // Denied once means denied for both: asking again would only fail again.
    if (bothProblem === 'denied') return { stream: null, cameraProblem: 'denied', micProblem: 'denied' };
    let audio: MediaStream | null = null;
    let video: MediaStream | null = null;
    let micProblem: DeviceProblem | null = null;
    let cameraProblem: DeviceProblem | null = null;
    try {
      audio = await request({ audio: AUDIO });
    } catch (error) {
      micProblem = classifyMediaError(error);
    }
    try {
      video = await request({ video: VIDEO });
    } catch (error) {
      cameraProblem = classifyMediaError(error);
    }
    const tracks = [...(video?.getTracks() ?? []), ...(audio?.getTracks() ?? [])];
    return { stream: tracks.length ? new MediaStream(tracks) : null, cameraProblem, micProblem };
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
