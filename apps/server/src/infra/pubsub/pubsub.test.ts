import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPubSub } from './memory-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { RedisPubSub } from './redis-pubsub.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const connections: Redis[] = [];
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await Promise.all(connections.map((c) => c.quit()));
});

function redisPubSub(prefix: string): PubSub {
  const publisher = new Redis(redisUrl!);
  const subscriber = new Redis(redisUrl!);
  connections.push(publisher, subscriber);
  return new RedisPubSub(publisher, subscriber, prefix);
}

function nextMessage(
  pubsub: PubSub,
  channel: string,
): Promise<{ message: Promise<string>; stop: () => Promise<void> }> {
  let resolve!: (m: string) => void;
  const message = new Promise<string>((r) => {
    resolve = r;
  });
  return pubsub.subscribe(channel, resolve).then((stop) => ({ message, stop }));
}

describe('memory pubsub', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const pubsub = new MemoryPubSub();
    const seen: string[] = [];
    const stop = await pubsub.subscribe('c', (m) => seen.push(m));
    await pubsub.publish('c', 'one');
    await pubsub.publish('other', 'ignored');
    await stop();
    await pubsub.publish('c', 'two');
    expect(seen).toEqual(['one']);
  });
});

describe.runIf(redisUrl)('redis pubsub', () => {
  it('carries a message from one process-like instance to another', async () => {
    const prefix = `test:ch:${Math.random().toString(36).slice(2)}:`;
    const a = redisPubSub(prefix);
    const b = redisPubSub(prefix);
    const { message, stop } = await nextMessage(b, 'user:7');
    await a.publish('user:7', '{"type":"chat"}');
    expect(await message).toBe('{"type":"chat"}');
    await stop();
  });

  it('keeps deployments with different prefixes apart', async () => {
    const run = Math.random().toString(36).slice(2);
    const a = redisPubSub(`test:one:${run}:`);
    const b = redisPubSub(`test:two:${run}:`);
    const { message, stop } = await nextMessage(b, 'c');
    await a.publish('c', 'x');
    // Redis has handled a's publish before b's marker: had 'x' reached b, it would have come first.
    await b.publish('c', 'end');
    expect(await message).toBe('end');
    await stop();
  });

  it('tells a second subscriber of a channel it is subscribed only once the first subscription is', async () => {
    const pubsub = redisPubSub(`test:race:${Math.random().toString(36).slice(2)}:`);
    const order: string[] = [];
    const subscribe = async (name: string) => {
      const stop = await pubsub.subscribe('c', () => {});
      order.push(name);
      return stop;
    };
    const subscribed = await Promise.all([subscribe('first'), subscribe('second')]);
    expect(order).toEqual(['first', 'second']);
    stops.push(...subscribed);
  });
});
