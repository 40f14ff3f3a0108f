// Builds every port from the config: embedded defaults unless a production setting is present.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import type { Kv } from './kv/kv.ts';
import { MemoryKv } from './kv/memory-kv.ts';
import { RedisKv } from './kv/redis-kv.ts';
import { amapGeocoder } from './map/amap-geocoder.ts';
import { builtinGeocoder, type Geocoder } from './map/geocoder.ts';
import { MemoryPubSub } from './pubsub/memory-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { RedisPubSub } from './pubsub/redis-pubsub.ts';
import { AliyunSms } from './sms/aliyun-sms.ts';
import { ConsoleSms } from './sms/console-sms.ts';
import type { SmsSender } from './sms/sms.ts';
import { openAiSynthesizer, openAiTranscriber, type Synthesizer, type Transcriber } from './speech/speech.ts';
import { FileUrls } from './storage/file-urls.ts';
import { LocalStorage } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';

export interface Infra {
  database: Database;
  kv: Kv;
  pubsub: PubSub;
  storage: Storage;
  sms: SmsSender;
  geocoder: Geocoder;
  /** The server's voice for the interviewer (TTS_*); null: the browser's own speech synthesis. */
  synthesizer: Synthesizer | null;
  /** The server's transcription of answers (ASR_*); null: the browser's own recognition, or typing. */
  transcriber: Transcriber | null;
  /** Closes everything in reverse order of opening; safe to call twice. */
  close(): Promise<void>;
}

/** A start-up failure that names the setting to fix; the server prints its message and exits. */
export class StartupError extends Error {}

export interface InfraLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export async function openRedis(url: string, log?: InfraLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  let firstError: Error | undefined;
  let connected = false;
  // ioredis reconnects by itself; once running, errors are worth a log line, never a crash.
  redis.on('error', (err: Error) => {
    firstError ??= err;
    if (connected) log?.warn({ err }, 'redis connection error');
  });
  try {
    await redis.connect();
    connected = true;
  } catch (err) {
    redis.disconnect();
    throw new StartupError(`Cannot reach REDIS_URL: ${(firstError ?? (err as Error)).message}`);
  }
  return redis;
}

/** The secret behind signed URLs: APP_SECRET, or one generated once and kept in DATA_DIR. */
async function appSecret(config: Config): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function openInfra(config: Config, database?: Database, log?: InfraLogger): Promise<Infra> {
  const closers: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const fn of closers.splice(0).reverse()) await fn();
  };
  try {
    const db = database ?? (await openConfiguredDatabase(config));
    closers.push(() => db.close());

    let kv: Kv;
    let pubsub: PubSub;
    if (config.REDIS_URL) {
      const redis = await openRedis(config.REDIS_URL, log);
      // A connection of its own, connected before its first SUBSCRIBE and with the same error handling: a
      // lazy duplicate connected by that SUBSCRIBE failed its ready check ('Connection in subscriber mode'),
      // an unhandled error, and lost what was published while it reconnected (seen in bench:chat).
      const subscriber = await openRedis(config.REDIS_URL, log);
      closers.push(
        () => redis.quit(),
        () => subscriber.quit(),
      );
      kv = new RedisKv(redis, `${config.REDIS_PREFIX}kv:`);
      pubsub = new RedisPubSub(redis, subscriber, `${config.REDIS_PREFIX}ch:`);
    } else {
      kv = new MemoryKv();
      pubsub = new MemoryPubSub();
    }
    closers.push(
      () => kv.close(),
      () => pubsub.close(),
    );

    // Loaded only when configured: the AWS SDK is large, and the embedded default never needs it.
    const fileUrls = new FileUrls(await appSecret(config));
    const storage: Storage = config.S3_BUCKET
      ? new (await import('./storage/s3-storage.ts')).S3Storage(
          {
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            bucket: config.S3_BUCKET,
            accessKeyId: config.S3_ACCESS_KEY!,
            secretAccessKey: config.S3_SECRET_KEY!,
            forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
            publicUrl: config.S3_PUBLIC_URL,
          },
          fileUrls,
        )
      : new LocalStorage(path.join(config.dataDir, 'files'), fileUrls);
    // The console outbox prints codes for whoever runs the server; Aliyun SMS replaces it when configured.
    const sms: SmsSender = config.SMS_ACCESS_KEY_ID
      ? new AliyunSms({
          endpoint: config.SMS_ENDPOINT,
          accessKeyId: config.SMS_ACCESS_KEY_ID,
          accessKeySecret: config.SMS_ACCESS_KEY_SECRET!,
          signName: config.SMS_SIGN_NAME!,
          templateCode: config.SMS_TEMPLATE_CODE!,
        })
      : new ConsoleSms(kv, (entry) =>
          log?.info({ mobile: entry.mobile, code: entry.code, scene: entry.scene }, 'sms outbox'),
        );
    // The built-in geocoder knows cities and districts; AMap places the building itself when configured.
    const geocoder = config.AMAP_KEY
      ? amapGeocoder({
          key: config.AMAP_KEY,
          baseUrl: config.AMAP_BASE_URL,
          onError: (err) => log?.warn({ err }, 'AMap geocoding failed; using the built-in geocoder'),
        })
      : builtinGeocoder;
    // Speech goes to the OpenAI-compatible APIs when configured; the browser speaks and listens otherwise.
    const speechTimeoutMs = config.LLM_TIMEOUT_MS;
    const synthesizer =
      config.TTS_BASE_URL && config.TTS_MODEL
        ? openAiSynthesizer({
            baseUrl: config.TTS_BASE_URL,
            apiKey: config.TTS_API_KEY,
            model: config.TTS_MODEL,
            voice: config.TTS_VOICE,
            timeoutMs: speechTimeoutMs,
          })
        : null;
    const transcriber =
      config.ASR_BASE_URL && config.ASR_MODEL
        ? openAiTranscriber({
            baseUrl: config.ASR_BASE_URL,
            apiKey: config.ASR_API_KEY,
            model: config.ASR_MODEL,
            timeoutMs: speechTimeoutMs,
          })
        : null;
    return { database: db, kv, pubsub, storage, sms, geocoder, synthesizer, transcriber, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  try {
    if (config.DATABASE_URL) {
      return await openDatabase({ url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE });
    }
    await mkdir(config.dataDir, { recursive: true });
    const unlock = await lockDataDir(path.join(config.dataDir, 'pg.lock'));
    const db = await openDatabase({
      dataDir: path.join(config.dataDir, 'pg'),
      sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    }).catch(async (err) => {
      await unlock();
      throw err;
    });
    return {
      ...db,
      close: async () => {
        await db.close();
        await unlock();
      },
    };
  } catch (err) {
    const setting = config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR';
    throw new StartupError(`Cannot open the database (${setting}): ${(err as Error).message}`);
  }
}
