// API contract of the job-coaching and company consult form (POST /api/consult, SPEC §7).
import { z } from 'zod';
import { MOBILE_INVALID, MOBILE_PATTERN } from './constants.ts';
import { text } from './fields.ts';

/** What a caller may ask for help with; the page for companies asks about hiring. */
export const CONSULT_TOPICS = ['resume', 'mock', 'offer', 'career', 'hiring'] as const;
export type ConsultTopic = (typeof CONSULT_TOPICS)[number];
export const CONSULT_SOURCES = ['coaching', 'business'] as const;

/** Texts the form shows and the server answers. */
export const CONSULT_MESSAGES = {
  nameRequired: '请输入您的称呼',
  mobileRequired: '请输入手机号',
  mobileInvalid: MOBILE_INVALID,
  topicRequired: '请选择需要的帮助',
  received: '提交成功，顾问将在1个工作日内与您联系',
  updated: '已更新您今天提交的咨询，顾问将按最新信息联系您',
  failed: '提交失败，请稍后重试',
  tooMany: '提交过于频繁，请稍后再试',
} as const;

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
