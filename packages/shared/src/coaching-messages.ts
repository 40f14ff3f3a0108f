// The consult form's topics and texts, without zod: the web's public pages load them.
import { MOBILE_INVALID } from './constants.ts';

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
