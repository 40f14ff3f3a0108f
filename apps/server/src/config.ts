// Every setting of the server, read once from the environment and validated (DESIGN.md: config once).
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin used in links the server hands out (QR codes, signed file URLs). */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Shared buffers of the embedded database; small keeps the process lean. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_PREFIX: z.string().default('ai:'),
  SEED_DEMO: bool.default(true),
  SEED_JOBS: z.coerce.number().int().min(0).max(10_000_000).default(3000),
  /** Secret for signing file URLs and other short-lived links; generated per data dir when unset. */
  APP_SECRET: z.string().min(16).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  ASR_BASE_URL: optionalUrl,
  ASR_API_KEY: z.string().optional(),
  ASR_MODEL: z.string().optional(),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().optional(),
  TTS_VOICE: z.string().optional(),
  WECHAT_APPID: z.string().optional(),
  WECHAT_SECRET: z.string().optional(),
  /** Hidden: WeChat's API and Open Platform origins, pointed at a stand-in by tests. */
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  AMAP_KEY: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}'),
  /** The footer's operator, contact line and ICP filing number; each is shown only when set. */
  SITE_OPERATOR: z.string().trim().max(100).optional(),
  SITE_CONTACT: z.string().trim().max(100).optional(),
  SITE_ICP: z.string().trim().max(60).optional(),
  /** Largest upload in MB (resumes, JDs, images); recordings have their own chunking. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
  /** Folder of the built web app; served with history fallback when present. */
  WEB_DIST: z.string().optional(),
});

const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
    }
  }
  if (c.SMS_ACCESS_KEY_ID) {
    for (const name of ['SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'] as const) {
      if (!c[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_ACCESS_KEY_ID is set' });
    }
  }
  if (c.LLM_BASE_URL && !c.LLM_MODEL) {
    ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'required when LLM_BASE_URL is set' });
  }
  if (Boolean(c.WECHAT_APPID) !== Boolean(c.WECHAT_SECRET)) {
    const missing = c.WECHAT_APPID ? 'WECHAT_SECRET' : 'WECHAT_APPID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'WECHAT_APPID and WECHAT_SECRET go together' });
  }
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  return { ...c, dataDir: path.resolve(c.DATA_DIR), isProduction: c.NODE_ENV === 'production' };
}
