// The room's camera and microphone: opened once, recorded in chunks to the server, and measured for signals.
// The stream and the signals come through one function each, swapped for the camera pipeline when it lands.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RoomRecorder, startRecording } from '../../recording/recorder';
import { openRoomStream, type RoomStream } from '../../recording/room-stream';
import { startSignals } from '../../signals/start-signals';
import type { InterviewClock } from './interview-clock';

const MAX_SIGNAL_RESTARTS = 3;
const SIGNAL_RESTART_DELAY_MS = 3000;

function waitOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export interface RoomMedia {
  media: RoomStream | null;
  recording: boolean;
  uploadTrouble: boolean;
  /** Ends the recording and waits for the last chunks to upload. */
  finishRecording: () => Promise<void>;
}

export function useRoomMedia(
  interviewId: number | null,
  clock: InterviewClock | null,
  /** Whether the candidate holds the floor (pauses count only then). */
  answering: boolean,
): RoomMedia {
  const [media, setMedia] = useState<RoomStream | null>(null);
  const [recording, setRecording] = useState(false);
  const [uploadTrouble, setUploadTrouble] = useState(false);
  const recorderRef = useRef<RoomRecorder | null>(null);
  const stopSignalsRef = useRef<(() => void) | null>(null);
  // The signals run for the whole interview and ask at each sample: they read the latest answer.
  const answeringRef = useRef(answering);
  answeringRef.current = answering;

  useEffect(() => {
    if (interviewId === null || clock === null) return;
    let cancelled = false;
    let opened: RoomStream | null = null;
    void openRoomStream().then(async (room) => {
      if (cancelled) {
        room.stop();
        return;
      }
      opened = room;
      setMedia(room);
      if (!room.stream) return;
      const stream = room.stream;
      let restarts = 0;
      const measure = () => {
        stopSignalsRef.current = startSignals({
          stream,
          interviewId,
          clock: () => clock.now(),
          isAnswering: () => answeringRef.current,
          // The face model failed to load (its weights came during a network blip): measure again once
          // the network is back, instead of going without face signals for the rest of the interview.
          onFaceError: () => {
            if (cancelled || restarts >= MAX_SIGNAL_RESTARTS) return;
            restarts++;
            stopSignalsRef.current?.();
            stopSignalsRef.current = null;
            void waitOnline()
              .then(() => new Promise((resolve) => setTimeout(resolve, SIGNAL_RESTART_DELAY_MS)))
              .then(() => {
                if (!cancelled && stopSignalsRef.current === null) measure();
              });
          },
        });
      };
      measure();
      const recorder = await startRecording(interviewId, room.stream, setUploadTrouble).catch(() => null);
      if (cancelled) {
        recorder?.abort();
        return;
      }
      recorderRef.current = recorder;
      setRecording(recorder !== null);
    });
    return () => {
      cancelled = true;
      stopSignalsRef.current?.();
      stopSignalsRef.current = null;
      recorderRef.current?.abort();
      recorderRef.current = null;
      opened?.stop();
    };
  }, [interviewId, clock]);

  const finishRecording = useCallback(async () => {
    // The last signal window goes out before the interview is scored.
    stopSignalsRef.current?.();
    stopSignalsRef.current = null;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    setRecording(false);
    await recorder?.finish();
  }, []);

  return { media, recording, uploadTrouble, finishRecording };
}
