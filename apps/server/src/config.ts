// Every setting of the server, read once from the environment and validated (DESIGN.md: config once).
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8) or an address with a netmask (10.0.0.0/255.0.0.0). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return isIP(range) === family;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: `true` (every hop; only for a server that nothing but the
 * proxy can reach), `false`, or comma-separated addresses and CIDR ranges of the proxies. A hop count is
 * refused: Fastify 5 ignores it (it cannot tell a proxy from a client), so it would silently trust nobody.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count is not supported: name the addresses of the proxies',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, or comma-separated addresses or CIDR ranges of the proxies',
    });
    return z.NEVER;
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Proxies whose X-Forwarded-For/-Proto/-Host are believed; unset, none: the socket's address counts. */
  TRUST_PROXY: trustProxy.optional(),
  /** Public origin used in links the server hands out (QR codes, signed file URLs). */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections of each of the server's two PostgreSQL pools; unset, as many as the machine has cores. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
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
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  /**
   * Path-style URLs (endpoint/bucket/key) rather than virtual-hosted ones (bucket.endpoint/key). Unset: path
   * style with a custom S3_ENDPOINT (MinIO and most self-hosted stores need it), virtual-hosted on AWS.
   */
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PUBLIC_URL: optionalUrl,
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
  /** Lets a production start use the console SMS sender (codes only logged): never by accident. */
  SMS_CONSOLE_IN_PRODUCTION: bool.default(false),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Budget of one LLM call (retries and streaming included) before the built-in interviewer takes the turn. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
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
  AMAP_BASE_URL: z.url().default('https://restapi.amap.com'),
  MAP_TILE_URL: z.string().default('https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}'),
  /** The footer's operator, contact line and ICP filing number; each is shown only when set. */
  SITE_OPERATOR: z.string().trim().max(100).optional(),
  SITE_CONTACT: z.string().trim().max(100).optional(),
  SITE_ICP: z.string().trim().max(60).optional(),
  /** Largest upload in MB (resumes, JDs, images); recordings have their own chunking. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
  /** Per-user storage quota: live files and their total size; an upload past either is refused. */
  UPLOAD_QUOTA_FILES: z.coerce.number().int().min(1).max(1_000_000).default(500),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  /** A document's text is read in a worker thread that is ended after this long or past this heap. */
  DOCUMENT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DOCUMENT_PARSE_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  /** Folder of the built web app; served with history fallback when present. */
  WEB_DIST: z.string().optional(),
});

type Setting = keyof z.infer<typeof configSchema>;

/**
 * Settings that configure one outside service together. Setting any of them turns the service on, and
 * then every `required` one must be set too: half a service set would fail at its first use, so the
 * server refuses to start instead. (S3_ENDPOINT is optional because AWS itself needs none.)
 */
const SETTING_GROUPS: Array<{ service: string; required: Setting[]; optional?: Setting[] }> = [
  {
    service: 'S3 storage',
    required: ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
    optional: ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'],
  },
  {
    service: 'Aliyun SMS',
    required: ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'],
  },
  // A key is optional: an OpenAI-compatible server on one's own machine may not ask for any.
  { service: 'the LLM', required: ['LLM_BASE_URL', 'LLM_MODEL'], optional: ['LLM_API_KEY'] },
  { service: 'speech recognition (ASR)', required: ['ASR_BASE_URL', 'ASR_MODEL'], optional: ['ASR_API_KEY'] },
  {
    service: 'speech synthesis (TTS)',
    required: ['TTS_BASE_URL', 'TTS_MODEL'],
    optional: ['TTS_API_KEY', 'TTS_VOICE'],
  },
  { service: 'WeChat login', required: ['WECHAT_APPID', 'WECHAT_SECRET'] },
];

const list = (names: string[]) => names.join(', ');

/** The one line about the first service that is only half configured, or null when none is. */
function incompleteService(c: Partial<Record<Setting, unknown>>): string | null {
  for (const { service, required, optional = [] } of SETTING_GROUPS) {
    const set = [...required, ...optional].filter((name) => c[name] !== undefined);
    const missing = required.filter((name) => c[name] === undefined);
    if (set.length > 0 && missing.length > 0) {
      return `Incomplete settings for ${service}: ${list(set)} set, but ${list(missing)} missing (set all of ${list(required)}, or none)`;
    }
  }
  return null;
}

/** Codes that are only logged cannot reach real users: production sends them by SMS unless told otherwise. */
function consoleSmsInProduction(c: z.infer<typeof configSchema>): string | null {
  if (c.NODE_ENV !== 'production' || c.SMS_ACCESS_KEY_ID || c.SMS_CONSOLE_IN_PRODUCTION) return null;
  return 'Invalid setting SMS_ACCESS_KEY_ID="": production needs a real SMS sender: set the SMS_* settings, or SMS_CONSOLE_IN_PRODUCTION=true to only log codes';
}

/** Links a phone opens (QR codes) are built on PUBLIC_URL: in production the Host header is never trusted. */
function publicUrlInProduction(c: z.infer<typeof configSchema>): string | null {
  if (c.NODE_ENV !== 'production' || c.PUBLIC_URL) return null;
  return 'Invalid setting PUBLIC_URL="": production needs the public origin the site is reached at (https://…), for the links it hands out';
}

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  const refused = incompleteService(c) ?? consoleSmsInProduction(c) ?? publicUrlInProduction(c);
  if (refused) throw new ConfigError(refused);
  return { ...c, dataDir: path.resolve(c.DATA_DIR), isProduction: c.NODE_ENV === 'production' };
}
