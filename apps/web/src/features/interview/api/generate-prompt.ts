// POST /api/interview/generatePrompt (SPEC §4): the JD and CV urls (the server reads the files), the interviewer
// and the settings; answers the prompt and the interview id.
import type { InterviewLanguage } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { api, type BodyOf } from '@/lib/api-client';

export interface GeneratePromptParams {
  jdUrl: string;
  cvUrl: string;
  interviewerId: BodyOf<typeof routes.interviews.generatePrompt>['interviewer_id'];
  duration: number;
  language: InterviewLanguage;
  interviewId?: number;
}

export interface GeneratedPrompt {
  prompt: string;
  interviewId: number | null;
  questionCount: number | null;
}

export class InvalidPromptError extends Error {}

export async function generatePrompt(params: GeneratePromptParams): Promise<GeneratedPrompt> {
  const data = await api.call(routes.interviews.generatePrompt, {
    body: {
      jobDescriptionContent: params.jdUrl,
      resumeContent: params.cvUrl,
      interviewer_id: params.interviewerId,
      duration: params.duration,
      language: params.language,
      ...(params.interviewId ? { interviewId: params.interviewId } : {}),
    },
  });
  // SPEC §4: an answer without a prompt is the error 'Invalid prompt response'.
  if (!data.prompt?.trim()) throw new InvalidPromptError();
  return {
    prompt: data.prompt,
    interviewId: data.interview_id ?? null,
    questionCount: data.question_count ?? null,
  };
}
