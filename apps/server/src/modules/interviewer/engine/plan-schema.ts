// The stored plan's shape (interviews.plan is jsonb): a plan read back is checked before the engine uses it.
import { INTERVIEW_LANGUAGES } from '@app/shared/interviews';
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
  profiles: z.object({
    jd: z.object({
      position: z.string(),
      family: z.string(),
      skills: z.array(z.string()),
      responsibilities: z.array(z.string()),
      requirements: z.array(z.string()),
      seniority: z.enum(['junior', 'mid', 'senior', 'lead', 'unknown']),
    }),
    resume: z.object({
      education: z.array(z.object({ school: z.string(), degree: z.string(), major: z.string() })),
      years_of_experience: z.number().nullable(),
      skills: z.array(z.string()),
      projects: z.array(
        z.object({
          name: z.string(),
          role: z.string(),
          actions: z.array(z.string()),
          results: z.array(z.string()),
        }),
      ),
    }),
  }),
  questions: z.array(plannedQuestion),
});

/** The plan when `value` is one (as stored by plan()), else null. */
export function parseInterviewPlan(value: unknown): InterviewPlan | null {
  const parsed = interviewPlan.safeParse(value);
  return parsed.success ? parsed.data : null;
}
