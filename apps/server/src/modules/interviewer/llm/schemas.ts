// What the model must answer at each JSON step, as zod schemas: a reply that does not parse is a failed turn
// (the adapter falls back to the built-in engine for it), never a half-filled result.
import { z } from 'zod';

const texts = (max: number) => z.array(z.string().trim().min(1).max(500)).max(max).default([]);
const score = z
  .number()
  .min(0)
  .max(100)
  .transform((n) => Math.round(n));

export const jdProfileReply = z.object({
  position: z.string().trim().max(100).default(''),
  family: z.string().trim().max(40).default(''),
  skills: texts(40),
  responsibilities: texts(30),
  requirements: texts(30),
  seniority: z.enum(['junior', 'mid', 'senior', 'lead', 'unknown']).catch('unknown'),
});

export const resumeProfileReply = z.object({
  education: z
    .array(
      z.object({
        school: z.string().max(100).default(''),
        degree: z.string().max(50).default(''),
        major: z.string().max(100).default(''),
      }),
    )
    .max(10)
    .default([]),
  years_of_experience: z.number().min(0).max(60).nullable().default(null),
  skills: texts(60),
  projects: z
    .array(
      z.object({
        kind: z.enum(['project', 'job']).catch('project'),
        name: z.string().trim().min(1).max(200),
        role: z.string().max(100).default(''),
        tech: texts(20),
        actions: texts(20),
        results: texts(20),
        figures: z
          .array(
            z.object({
              metric: z.string().trim().min(1).max(60),
              from: z.string().max(40).nullable().default(null),
              to: z.string().trim().min(1).max(40),
            }),
          )
          .max(12)
          .default([])
          .transform((figures) =>
            figures.map((f) => ({
              ...f,
              text: f.from ? `${f.metric} ${f.from}→${f.to}` : `${f.metric} ${f.to}`,
            })),
          ),
      }),
    )
    .max(20)
    .default([]),
});

export const profilesReply = z.object({ jd: jdProfileReply, resume: resumeProfileReply });

export const planReply = z.object({
  questions: z
    .array(
      z.object({
        /** The draft question it keeps or rewrites ('q3'), if any: its bank id carries over. */
        from: z.string().max(10).nullable().default(null),
        text: z.string().trim().min(4).max(400),
        kind: z.enum(['technical', 'project', 'behavioural', 'general']),
        topic: z.string().max(100).default(''),
        keywords: texts(12),
        outline: texts(8),
        difficulty: z.number().int().min(1).max(3),
      }),
    )
    .min(1)
    .max(20),
});

export const assessReply = z.object({
  content: z.object({
    score,
    evidence: z
      .array(z.object({ signal: z.string().max(100), note: z.string().max(500) }))
      .max(10)
      .default([]),
    advice: z.string().trim().min(1).max(500),
  }),
  questions: z
    .array(
      z.object({
        index: z.number().int().min(0),
        score: score.nullable(),
        missing: texts(8),
        better_answer: z.string().max(2000).default(''),
      }),
    )
    .max(40),
  summary: z.string().trim().min(1).max(2000),
  strengths: texts(8),
  weaknesses: texts(8),
});

/** The first line of a streamed next line: what the interviewer does, before the words it says. */
export const turnHeader = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('follow_up'),
    reason: z.enum(['thin', 'vague', 'unquantified', 'off_topic', 'probe']),
  }),
  z.object({ action: z.literal('next') }),
  z.object({ action: z.literal('close') }),
]);
export type TurnHeader = z.infer<typeof turnHeader>;
export type TurnAction = TurnHeader['action'];
