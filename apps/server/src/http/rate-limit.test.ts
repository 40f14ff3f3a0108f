import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Kv } from '../infra/kv/kv.ts';
import { MemoryKv } from '../infra/kv/memory-kv.ts';
import { RedisKv } from '../infra/kv/redis-kv.ts';
import { TooManyRequestsError } from './errors.ts';
import { rateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const adapters: Array<[string, () => Kv]> = [['memory', () => new MemoryKv()]];
if (redis)
  adapters.push(['redis', () => new RedisKv(redis, `test:limit:${Math.random().toString(36).slice(2)}:`)]);

const rule = { name: 'probe', limit: 3, windowSeconds: 60 };

describe.each(adapters)('rate limiter on %s kv', (_name, make) => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const limiter = rateLimiter(make(), rule);
    expect(await limiter.hit('a')).toEqual({ allowed: true, count: 1, remaining: 2, retryAfterSeconds: 0 });
    await limiter.hit('a');
    expect(await limiter.hit('a')).toEqual({ allowed: true, count: 3, remaining: 0, retryAfterSeconds: 0 });
    const over = await limiter.hit('a');
    expect(over).toMatchObject({ allowed: false, count: 4, remaining: 0 });
    expect(over.retryAfterSeconds).toBeGreaterThan(55);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Keys count apart.
    expect((await limiter.hit('b')).count).toBe(1);
  });

  it('peeks without counting and resets', async () => {
    const limiter = rateLimiter(make(), rule);
    expect(await limiter.peek('a')).toEqual({ allowed: true, count: 0, remaining: 3, retryAfterSeconds: 0 });
    for (let i = 0; i < 3; i++) await limiter.hit('a');
    const full = await limiter.peek('a');
    expect(full).toMatchObject({ allowed: false, count: 3, remaining: 0 });
    expect(full.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.peek('a')).count).toBe(3);
    await limiter.reset('a');
    expect((await limiter.peek('a')).count).toBe(0);
  });

  it('consume and assertOpen throw a 429 with Retry-After once the limit is reached', async () => {
    const limiter = rateLimiter(make(), rule);
    for (let i = 0; i < 3; i++) await limiter.consume('a', '太快了');
    await expect(limiter.assertOpen('a', '满了')).rejects.toThrow('满了');
    const err = await limiter.consume('a', '太快了').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequestsError);
    expect((err as TooManyRequestsError).statusCode).toBe(429);
    expect((err as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    await limiter.assertOpen('other', '满了');
  });
});

describe('rate limiter windows', () => {
  it('opens again when the window started by the first hit is over', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv(() => now);
    const limiter = rateLimiter(kv, rule);
    for (let i = 0; i < 4; i++) await limiter.hit('a');
    expect((await limiter.peek('a')).allowed).toBe(false);
    now += 59_000;
    expect((await limiter.hit('a')).allowed).toBe(false);
    now += 2_000;
    expect(await limiter.hit('a')).toMatchObject({ allowed: true, count: 1 });
    await kv.close();
  });
});
