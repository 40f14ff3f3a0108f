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

  it('starts the window at the first increment and never extends it', async () => {
    const kv = make();
    await kv.incr('w', 10);
    await kv.incr('w', 1000);
    expect(await kv.incr('w', 1000)).toBe(3);
    const left = await kv.ttl('w');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(10);
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

describe.runIf(redis)('redis kv on Redis 6', () => {
  // The Redis here may be newer; what Redis 6 lacks is `EXPIRE … NX`, so the commands sent are watched.
  it('counts without EXPIRE NX, which Redis 6 does not know', async () => {
    const prefix = `test:kv:${Math.random().toString(36).slice(2)}:`;
    const monitor = await redis!.monitor();
    const seen: string[][] = [];
    let sawLast!: () => void;
    const last = new Promise<void>((resolve) => {
      sawLast = resolve;
    });
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args.some((arg) => arg.includes(prefix))) seen.push(args);
      if (args.includes(`${prefix}last`)) sawLast();
    });
    const kv = new RedisKv(redis!, prefix);
    await kv.incr('n', 60);
    await kv.incr('n', 60);
    // The monitor reads on its own connection: wait until it has seen everything sent before this.
    await kv.get('last');
    await last;
    monitor.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((args) => args.some((arg) => /^nx$/i.test(arg)))).toEqual([]);
  });

  it('gives a counter left without expiry one on its next increment', async () => {
    const prefix = `test:kv:${Math.random().toString(36).slice(2)}:`;
    await redis!.set(`${prefix}stuck`, '5');
    const kv = new RedisKv(redis!, prefix);
    expect(await kv.incr('stuck', 60)).toBe(6);
    expect(await kv.ttl('stuck')).toBeGreaterThan(0);
    await kv.del('stuck');
  });
});
