// Interview state on the client (SPEC §3): settings chosen on the prepare page and the ids of the interview
// being held. The JD and CV live in localStorage under the spec's keys (lib/interview-files.ts); the settings
// are kept for the session so a reload mid-interview resumes with them. The dialogue is not here: the room
// holds it once (room-machine.ts), as the server sent it, and the transcript is read from it (transcriptOf);
// the scores are read from the server's result by the report.
import {
  DEFAULT_INTERVIEW_MINUTES,
  type DialogueLine,
  INTERVIEWER_USER_ID,
  type InterviewLanguage,
  LINE_PREFIX,
} from '@app/shared/interviews';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type BackgroundMode = 'none' | 'blur' | 'replace';

export interface CameraSettings {
  /** Beautify effects switched on (e.g. 'smooth', 'brighten'). */
  beautify: string[];
  /** CSS-filter preset name, 'none' for none. */
  filter: string;
  background: BackgroundMode;
  /** Image used when background is 'replace'. */
  backgroundImage: string | null;
}

/** A line as the transcript keeps it: who said it (SPEC §3's user id) and what. */
export interface Dialogue {
  userId: string;
  text: string;
}
type SpokenLine = Pick<DialogueLine, 'speaker' | 'text'>;

/** SPEC §3: the interviewer's user id is RobotMan once underscores are stripped. */
export const ROBOT_USER_ID = INTERVIEWER_USER_ID.replaceAll('_', '');
export const CANDIDATE_USER_ID = 'candidate';

/** One transcript line, prefixed [面试官] or [候选人] (SPEC §3). */
export function transcriptLine(line: SpokenLine): string {
  return `${line.speaker === 'interviewer' ? LINE_PREFIX.interviewer : LINE_PREFIX.candidate}${line.text}`;
}

/** SPEC §3's formatted transcript of the dialogue: a line each. */
export const transcriptOf = (lines: readonly SpokenLine[]): string => lines.map(transcriptLine).join('\n');

/** SPEC §3's dialogue lines with user ids. */
export const dialoguesOf = (lines: readonly SpokenLine[]): Dialogue[] =>
  lines.map((line) => ({
    userId: line.speaker === 'interviewer' ? ROBOT_USER_ID : CANDIDATE_USER_ID,
    text: line.text,
  }));

interface InterviewState {
  /** Planned minutes. */
  interviewDuration: number;
  interviewLanguage: InterviewLanguage;
  camera: CameraSettings;
  interviewerId: number | null;
  interviewId: number | null;
  /** The interview plan the prepare page generated (SPEC §3 'the prompt'). */
  prompt: string;
  setSettings: (
    settings: Partial<Pick<InterviewState, 'interviewDuration' | 'interviewLanguage' | 'camera'>>,
  ) => void;
  setInterviewer: (id: number | null) => void;
  setInterviewId: (id: number | null) => void;
  setPrompt: (prompt: string) => void;
}

export const DEFAULT_CAMERA: CameraSettings = {
  beautify: [],
  filter: 'none',
  background: 'none',
  backgroundImage: null,
};

export const useInterviewStore = create<InterviewState>()(
  persist(
    (set) => ({
      interviewDuration: DEFAULT_INTERVIEW_MINUTES,
      interviewLanguage: 'zh',
      camera: DEFAULT_CAMERA,
      interviewerId: null,
      interviewId: null,
      prompt: '',
      setSettings: (settings) => set(settings),
      setInterviewer: (interviewerId) => set({ interviewerId }),
      setInterviewId: (interviewId) => set({ interviewId }),
      setPrompt: (prompt) => set({ prompt }),
    }),
    {
      name: 'interview-state',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ interviewDuration, interviewLanguage, camera, interviewerId, interviewId }) => ({
        interviewDuration,
        interviewLanguage,
        camera,
        interviewerId,
        interviewId,
      }),
    },
  ),
);
