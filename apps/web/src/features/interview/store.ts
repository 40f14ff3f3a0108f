// Interview state on the client (SPEC §3): settings chosen on the prepare page and the ids of the interview
// being held. The JD and CV live in localStorage under the spec's keys (lib/interview-files.ts); the settings
// are kept for the session so a reload mid-interview resumes with them.
import {
  DEFAULT_INTERVIEW_MINUTES,
  type InterviewLanguage,
  type InterviewResult,
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
  /** SPEC §4 'Interview start': the scores go back to nothing when an interview starts. */
  resetScores: () => void;
  /** Takes the scores of a finished interview's result. */
  setScores: (result: Pick<InterviewResult, 'overall_score' | 'scores'>) => void;
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
      resetScores: () => set({ interviewScore: null, scores: NO_SCORES }),
      setScores: (result) =>
        set({
          interviewScore: result.overall_score,
          scores: Object.fromEntries(
            SCORE_DIMENSIONS.map((d) => [d, result.scores[d]?.score ?? null]),
          ) as Record<ScoreDimension, number | null>,
        }),
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
