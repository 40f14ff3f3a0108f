// POST /api/interview/generatePrompt (SPEC §4): the JD and CV urls (the server reads the files), the interviewer
// and the settings; answers the prompt and the interview id.
import type { InterviewLanguage } from '@app/shared/interviews';
import { api, unwrap } from '@/lib/api-client';

export interface GeneratePromptParams {
  jdUrl: string;
  cvUrl: string;
  interviewerId: number;
  duration: number;
  language: InterviewLanguage;
  interviewId?: number;
}

export interface GeneratedPrompt {
  prompt: string;
  interviewId: number | null;
  questionCount: number | null;
}

/** The answer as SPEC §7 reads it (`data.data.prompt`), or the contract's flat `data.prompt`. */
type PromptData = {
  prompt?: unknown;
  interview_id?: unknown;
  question_count?: unknown;
  data?: { prompt?: unknown; interview_id?: unknown };
};

export class InvalidPromptError extends Error {}

export async function generatePrompt(params: GeneratePromptParams): Promise<GeneratedPrompt> {
  const data = unwrap(
    await api.post<PromptData>('/api/interview/generatePrompt', {
      jobDescriptionContent: params.jdUrl,
      resumeContent: params.cvUrl,
      interviewer_id: params.interviewerId,
      duration: params.duration,
      language: params.language,
      ...(params.interviewId ? { interviewId: params.interviewId } : {}),
    }),
  );
  const body = data?.data ?? data;
  // SPEC §4: no prompt is the error 'Invalid prompt response'.
  if (typeof body?.prompt !== 'string' || !body.prompt.trim()) throw new InvalidPromptError();
  return {
    prompt: body.prompt,
    interviewId: typeof body.interview_id === 'number' ? body.interview_id : null,
    questionCount: typeof data?.question_count === 'number' ? data.question_count : null,
  };
}
