// The camera and microphone the room shows, records and measures: the interview's one camera session (opened on
// the prepare page with its beautify, filter and background, handed over here, or reopened after a reload).
import { closeCameraSession, openCameraSession } from '../components/camera/camera-session';
import type { DeviceProblem } from '../components/camera/devices';
import { useInterviewStore } from '../store';

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

const PROBLEMS: Record<DeviceProblem, MediaProblem> = {
  denied: 'denied',
  'no-device': 'no-device',
  busy: 'in-use',
  unsupported: 'unsupported',
  unknown: 'other',
};

/** The processed camera and microphone, the microphone alone, or nothing; never throws. */
export async function openRoomStream(): Promise<RoomStream> {
  try {
    const session = await openCameraSession(useInterviewStore.getState().camera);
    const problem = session.cameraProblem ?? (session.hasVideo ? null : session.micProblem);
    return {
      stream: session.hasVideo || session.hasAudio ? session.output : null,
      hasVideo: session.hasVideo,
      hasAudio: session.hasAudio,
      problem: problem ? PROBLEMS[problem] : null,
      stop: closeCameraSession,
    };
  } catch {
    return { stream: null, hasVideo: false, hasAudio: false, problem: 'other', stop() {} };
  }
}
