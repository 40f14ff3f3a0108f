import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Kv } from './kv.ts';
import { MemoryKv } from './memory-kv.ts';
import { RedisKv } from './redis-kv.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const adapters: Array<[string, () => Kv]> = [['memory', () => new MemoryKv()]];
if (redis)
  adapters.push(['redis', () => new RedisKv(redis, `test:kv:${Math.random().toString(36).slice(2)}:`)]);

describe.each(adapters)('%s kv', (_name, make) => {
  it('stores, reads and deletes values', async () => {
    const kv = make();
    expect(await kv.get('a')).toBeNull();
    await kv.set('a', '1', 60);
    expect(await kv.get('a')).toBe('1');
    expect(await kv.ttl('a')).toBeGreaterThan(55);
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ttl('a')).toBe(0);
  });

  it('counts within a window that the first increment starts', async () => {
    const kv = make();
    expect(await kv.incr('n', 60)).toBe(1);
    expect(await kv.incr('n', 60)).toBe(2);
    expect(await kv.incr('n', 60)).toBe(3);
    expect(await kv.ttl('n')).toBeLessThanOrEqual(60);
  });

  it('stores only once with setIfAbsent', async () => {
    const kv = make();
    expect(await kv.setIfAbsent('once', 'x', 60)).toBe(true);
    expect(await kv.setIfAbsent('once', 'y', 60)).toBe(false);
    expect(await kv.get('once')).toBe('x');
  });
});

describe('memory kv expiry', () => {
  it('forgets values after their time to live', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv(() => now);
    await kv.set('code', '123456', 300);
    await kv.incr('count', 60);
    now += 299_000;
    expect(await kv.get('code')).toBe('123456');
    now += 2_000;
    expect(await kv.get('code')).toBeNull();
    expect(await kv.incr('count', 60)).toBe(1);
    await kv.close();
  });
});
