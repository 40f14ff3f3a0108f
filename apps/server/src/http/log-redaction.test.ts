// No secret in the log (issue 26): every log line that carries a URL has its tokens and codes redacted,
// whoever writes it: the app's request serializer or a plugin logging a raw url under a name of its own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildAppLoggingTo, createTestApp, type TestApp } from '../test/backends.ts';
import { connect, socketBase } from '../test/ws-client.ts';

/** Resolves once `found` holds, polling until a deadline (a log line is written after the close). */
async function eventually(found: () => boolean, deadlineMs = 10_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!found()) {
    if (Date.now() > until) throw new Error('not seen before the deadline');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('secrets in logged URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends()[0]!);
  });
  afterAll(() => t.close());

  it('a socket opened on a path with no socket handler is logged without its token or code', async () => {
    const lines: string[] = [];
    const app = await buildAppLoggingTo(t, lines);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = randomBytes(12).toString('hex');
      const code = randomBytes(6).toString('hex');
      const socket = await connect(`${socketBase(app)}/api/auth/config?code=${code}&token=${token}`);
      await socket.closed;
      await eventually(() => lines.some((line) => line.includes('no websocket handler')));
      const log = lines.join('\n');
      expect(log).toContain('/api/auth/config?code=[redacted]&token=[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  it('a message or a field of any name that carries a URL is redacted too', async () => {
    const lines: string[] = [];
    const app = await buildAppLoggingTo(t, lines);
    try {
      app.log.warn(
        { target: '/x?secret=s3cr3t', nested: { url: '/y?ticket=t1ck3t' } },
        'went to /z?token=t0k3n',
      );
      const log = lines.join('\n');
      for (const secret of ['s3cr3t', 't1ck3t', 't0k3n']) expect(log).not.toContain(secret);
      expect(log).toContain('/z?token=[redacted]');
    } finally {
      await app.close();
    }
  });
});
