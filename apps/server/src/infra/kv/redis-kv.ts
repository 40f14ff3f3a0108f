// Redis Kv: shared by every server process, so limits and codes hold across a cluster.
import type { Redis } from 'ioredis';
import type { Kv } from './kv.ts';

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
    const k = this.prefix + key;
    // One round trip; the window starts with the first increment and is never extended.
    const [[, count] = []] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) ?? [];
    return Number(count);
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async close(): Promise<void> {}
}
