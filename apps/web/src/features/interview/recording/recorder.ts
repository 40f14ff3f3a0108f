// Records the room's stream with MediaRecorder in ~3 s chunks and hands each to the chunk uploader, so a closed
// tab loses at most the last few seconds.
import { ChunkUploader, recordingStatus } from '../api/recording-upload';

export const RECORDING_TIMESLICE_MS = 3000;

const MIME_CANDIDATES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
  'audio/webm;codecs=opus',
  'audio/webm',
];

export function pickMimeType(hasVideo: boolean): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return MIME_CANDIDATES.filter((m) => hasVideo || m.startsWith('audio/')).find((m) =>
    MediaRecorder.isTypeSupported(m),
  );
}

export interface RoomRecorder {
  readonly uploader: ChunkUploader;
  /** Ends the recording and waits (up to `timeoutMs`) for the last chunks to be stored. */
  finish(timeoutMs?: number): Promise<void>;
  /** Drops everything at once (the page is leaving). */
  abort(): void;
}

export async function startRecording(
  interviewId: number,
  stream: MediaStream,
  onTrouble?: (failing: boolean) => void,
): Promise<RoomRecorder | null> {
  if (typeof MediaRecorder === 'undefined') return null;
  const hasVideo = stream.getVideoTracks().length > 0;
  const mimeType = pickMimeType(hasVideo);
  // After a reload the recording goes on from where the server's copy ends.
  const startIndex = await recordingStatus(interviewId)
    .then((s) => s.next_index)
    .catch(() => 0);
  const uploader = new ChunkUploader({ interviewId, startIndex, onTrouble });
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: 600_000,
    audioBitsPerSecond: 64_000,
  });
  recorder.ondataavailable = (event) => uploader.add(event.data);
  // A recorder that dies (a track of the stream ended or changed) says so rather than silently stopping.
  recorder.onerror = (event) => {
    console.warn('interview recording stopped', event);
    onTrouble?.(true);
  };
  recorder.start(RECORDING_TIMESLICE_MS);

  return {
    uploader,
    async finish(timeoutMs = 15_000) {
      if (recorder.state !== 'inactive') {
        const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
        recorder.stop();
        await stopped;
      }
      await Promise.race([uploader.flush(), new Promise((r) => setTimeout(r, timeoutMs))]);
    },
    abort() {
      if (recorder.state !== 'inactive') recorder.stop();
      uploader.stop();
    },
  };
}
