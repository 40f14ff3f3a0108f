// Interview state on the client (SPEC §3): settings chosen on the prepare page and the ids of the interview
// being held. The JD and CV live in localStorage under the spec's keys (lib/interview-files.ts); the settings
// are kept for the session so a reload mid-interview resumes with them.
import {
  DEFAULT_INTERVIEW_MINUTES,
  type DialogueLine,
  INTERVIEWER_USER_ID,
  type InterviewLanguage,
  type InterviewResult,
  LINE_PREFIX,
  SCORE_DIMENSIONS,
  type ScoreDimension,
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
  /** Seconds actually spent, set when the interview ends. */
  actualInterviewDuration: number;
  interviewLanguage: InterviewLanguage;
  camera: CameraSettings;
  interviewStarted: boolean;
  interviewerId: number | null;
  interviewId: number | null;
  recommendId: number | null;
  prompt: string;
  setSettings: (
    settings: Partial<Pick<InterviewState, 'interviewDuration' | 'interviewLanguage' | 'camera'>>,
  ) => void;
  setInterviewer: (id: number | null) => void;
  setInterviewId: (id: number | null) => void;
  setPrompt: (prompt: string) => void;
  setStarted: (started: boolean) => void;
  setActualDuration: (seconds: number) => void;
  setRecommendId: (id: number | null) => void;
  /** SPEC §3 scores of the interview just held: the overall score and the six sub-scores (null: not measured). */
  interviewScore: number | null;
  scores: Record<ScoreDimension, number | null>;
  /** Takes the scores of a finished interview's result. */
  setScores: (result: Pick<InterviewResult, 'overall_score' | 'scores'>) => void;
  /**
   * SPEC §3 raw dialogues of the interview being held, as said; its lines with user ids and its formatted
   * transcript are read from them (dialoguesOf, transcriptOf).
   */
  dialogues: SpokenLine[];
  /** Set when an interview starts: the first line pushed after it is not part of the dialogue. */
  firstDialoguePending: boolean;
  /**
   * SPEC §4 'Interview start': the scores go back to nothing, the dialogue is cleared and its first line marked
   * pending: the room pushes the interview's instructions first (what opens the conversation with the
   * interviewer), which the transcript leaves out, then what is said.
   */
  beginInterview: () => void;
  pushDialogue: (line: SpokenLine) => void;
}

const NO_SCORES = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, null])) as Record<
  ScoreDimension,
  number | null
>;

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
      actualInterviewDuration: 0,
      interviewLanguage: 'zh',
      camera: DEFAULT_CAMERA,
      interviewStarted: false,
      interviewerId: null,
      interviewId: null,
      recommendId: null,
      prompt: '',
      setSettings: (settings) => set(settings),
      setInterviewer: (interviewerId) => set({ interviewerId }),
      setInterviewId: (interviewId) => set({ interviewId }),
      setPrompt: (prompt) => set({ prompt }),
      setStarted: (interviewStarted) => set({ interviewStarted }),
      setActualDuration: (actualInterviewDuration) => set({ actualInterviewDuration }),
      setRecommendId: (recommendId) => set({ recommendId }),
      interviewScore: null,
      scores: NO_SCORES,
      // SPEC §4: a score is taken only as an object without a score field of its own (the result's sub-scores).
      setScores: (result) =>
        result &&
        typeof result === 'object' &&
        !('score' in result) &&
        set({
          interviewScore: result.overall_score,
          scores: Object.fromEntries(
            SCORE_DIMENSIONS.map((d) => [d, result.scores[d]?.score ?? null]),
          ) as Record<ScoreDimension, number | null>,
        }),
      dialogues: [],
      firstDialoguePending: false,
      beginInterview: () =>
        set({
          interviewScore: null,
          scores: NO_SCORES,
          dialogues: [],
          firstDialoguePending: true,
        }),
      pushDialogue: (line) =>
        set((s) =>
          s.firstDialoguePending ? { firstDialoguePending: false } : { dialogues: [...s.dialogues, line] },
        ),
    }),
    {
      name: 'interview-state',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        interviewDuration,
        interviewLanguage,
        camera,
        interviewerId,
        interviewId,
        interviewStarted,
      }) => ({
        interviewDuration,
        interviewLanguage,
        camera,
        interviewerId,
        interviewId,
        interviewStarted,
      }),
    },
  ),
);
