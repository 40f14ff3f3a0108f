// Redis Kv: shared by every server process, so limits and codes hold across a cluster.
import type { Redis } from 'ioredis';
import type { Kv } from './kv.ts';

/**
 * INCR, and EXPIRE when the counter is new. A counter without any expiry (left by an older version on
 * Redis 6) gets one too, so it cannot hold a limit forever.
 */
const INCR_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('TTL', KEYS[1]) == -1 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return count`;

export class RedisKv implements Kv {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    // One atomic round trip; the window starts with the first increment and is never extended. A script,
    // because `EXPIRE … NX` exists only from Redis 7: on Redis 6 it fails and counters would never expire.
    return Number(await this.redis.eval(INCR_IN_WINDOW, 1, this.prefix + key, ttlSeconds));
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async close(): Promise<void> {}
}
