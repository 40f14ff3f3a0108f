// The stored plan's shape (interviews.plan is jsonb): a plan read back is checked before the engine uses it.
import { generateJsonResponse, INTERVIEW_LANGUAGES } from '@app/shared/interviews';
import { z } from 'zod';
import type { InterviewPlan } from '../port.ts';

const plannedQuestion = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(['opening', 'technical', 'project', 'behavioural', 'general']),
  topic: z.string(),
  keywords: z.array(z.string()),
  outline: z.array(z.string()),
  bankId: z.number().int().nullable(),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

const interviewPlan = z.object({
  version: z.literal(1),
  style: z.union([z.literal(2), z.literal(3)]),
  language: z.enum(INTERVIEW_LANGUAGES),
  minutes: z.number(),
  // The same profiles getGenerateJson answers: one schema for both.
  profiles: generateJsonResponse,
  questions: z.array(plannedQuestion),
  planned: z.number().int().min(0).optional(),
});

/** The plan when `value` is one (as stored by plan()), else null. */
export function parseInterviewPlan(value: unknown): InterviewPlan | null {
  const parsed = interviewPlan.safeParse(value);
  return parsed.success ? parsed.data : null;
}
