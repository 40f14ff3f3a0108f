// API contract of the job-coaching and company consult form (POST /api/consult, SPEC §7).
import { z } from 'zod';
import { CONSULT_MESSAGES, CONSULT_SOURCES, CONSULT_TOPICS } from './coaching-messages.ts';
import { MOBILE_PATTERN } from './constants.ts';
import { text } from './fields.ts';

export * from './coaching-messages.ts';

export const consultInput = z.object({
  name: text({ error: CONSULT_MESSAGES.nameRequired }).trim().min(1, CONSULT_MESSAGES.nameRequired).max(30),
  mobile: z
    .string({ error: CONSULT_MESSAGES.mobileRequired })
    .trim()
    .regex(MOBILE_PATTERN, CONSULT_MESSAGES.mobileInvalid),
  topic: z.enum(CONSULT_TOPICS, CONSULT_MESSAGES.topicRequired),
  preferred_time: text().trim().max(50).default(''),
  message: text().trim().max(500).default(''),
  source: z.enum(CONSULT_SOURCES).default('coaching'),
});
export type ConsultInput = z.infer<typeof consultInput>;

/** Whether this request made a new lead or updated the one the same phone sent within a day. */
export const consultResponse = z.object({ id: z.number().int(), updated: z.boolean() });
export type ConsultResponse = z.infer<typeof consultResponse>;
