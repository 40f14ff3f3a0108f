// The product's own Redis wiring (openInfra with REDIS_URL), not connections made by a test: subscribed
// channels hear what is published, and ioredis reports no unhandled error. The race bench:chat found (a lazy
// subscriber connected by its first SUBSCRIBE failing its ready check) did not show here in a single process;
// the subscriber is now connected before use, which removes the race rather than this test catching it.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './db/client.ts';
import { type Infra, openInfra } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('openInfra on Redis', () => {
  let infra: Infra | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await infra?.close();
  });

  it('delivers a message published right after the first subscriptions, with no unhandled error', async () => {
    const errors = vi.spyOn(console, 'error');
    const config = loadConfig({
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test:infra:${Math.random().toString(36).slice(2)}:`,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'infra-redis-')),
    });
    infra = await openInfra(config, await openDatabase({ dataDir: 'memory://' }));
    let heard!: (message: string) => void;
    const message = new Promise<string>((resolve) => {
      heard = resolve;
    });
    // Sockets connect many at a time: twenty first subscriptions at once, as a busy start sees them.
    const pubsub = infra.pubsub;
    const stops = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pubsub.subscribe(`user:${i}`, i === 7 ? heard : () => {})),
    );
    await pubsub.publish('user:7', 'hello');
    expect(await message).toBe('hello');
    for (const stop of stops) await stop();
    expect(errors.mock.calls.map(String).filter((call) => call.includes('ioredis'))).toEqual([]);
  });
});
