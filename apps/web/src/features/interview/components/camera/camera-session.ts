// The one camera session of an interview: opened on the prepare page, kept across the move to the interview
// room (a MediaStream cannot live in a store), reopened there after a reload.
import type { CameraSettings } from '../../store';
import { type DeviceProblem, openDevices, stopStream } from './devices';
import type { PersonSegmenter } from './person-segmenter';
import { createProcessedStream, type ProcessedStream } from './processed-stream';

export interface CameraSession {
  /** The raw camera and microphone (null when neither could be opened). */
  raw: MediaStream | null;
  /** What the preview shows and the recorder records: processed video + microphone (null with neither). */
  output: MediaStream | null;
  hasVideo: boolean;
  hasAudio: boolean;
  cameraProblem: DeviceProblem | null;
  micProblem: DeviceProblem | null;
  applySettings: (settings: CameraSettings) => void;
  /** Who is the person, for the background effects (null without a camera). */
  segmenter: PersonSegmenter | null;
  close: () => void;
}

let current: CameraSession | null = null;
let opening: Promise<CameraSession> | null = null;

function alive(session: CameraSession): boolean {
  return Boolean(session.output?.getTracks().some((track) => track.readyState === 'live'));
}

async function open(settings: CameraSettings): Promise<CameraSession> {
  const { stream, cameraProblem, micProblem } = await openDevices();
  const processed: ProcessedStream | null = stream ? createProcessedStream(stream, settings) : null;
  const session: CameraSession = {
    raw: stream,
    output: processed?.stream ?? null,
    hasVideo: Boolean(stream?.getVideoTracks().length),
    hasAudio: Boolean(stream?.getAudioTracks().length),
    cameraProblem,
    micProblem,
    applySettings: (next) => processed?.update(next),
    segmenter: processed?.segmenter ?? null,
    close: () => {
      processed?.stop();
      stopStream(stream);
      if (current === session) current = null;
    },
  };
  return session;
}

/** The session already open (its settings brought up to date), or a new one. */
export async function openCameraSession(settings: CameraSettings): Promise<CameraSession> {
  if (current && alive(current)) {
    current.applySettings(settings);
    return current;
  }
  opening ??= open(settings).then(
    (session) => {
      current = session;
      opening = null;
      return session;
    },
    (error: unknown) => {
      opening = null;
      throw error;
    },
  );
  return opening;
}

export function currentCameraSession(): CameraSession | null {
  return current;
}

export function closeCameraSession(): void {
  current?.close();
  current = null;
}
