// The composition root's choice of interviewer: with LLM_* set the interview routes ask the LLM adapter,
// which falls back to the built-in engine (and says so in the log) when the LLM cannot be reached.
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { backends, createTestApp } from './test/backends.ts';
import { buildSession } from './test/factories.ts';
import { JD_TEXT, post } from './test/interviews.ts';

/** A loopback port nobody listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('interviewer composition', () => {
  it('LLM_* set: the adapter is asked, and an unreachable LLM falls back to the built-in engine', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp(backends()[0]!, {
      env: { LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, LLM_MODEL: 'test-model' },
      logger: pino({ level: 'warn' }, sink),
    });
    try {
      const { headers } = await buildSession(t.app.db);
      const res = await post(t.app, '/api/interview/generatePrompt', headers, {
        jobDescriptionContent: JD_TEXT,
        resumeContent: '三年 React 前端开发经验，负责数据看板重构，首屏从 4 秒降到 1.2 秒。',
      });
      expect(res.json()).toMatchObject({ code: 1, data: { question_count: expect.any(Number) } });
      expect(res.json().data.question_count).toBeGreaterThan(0);
      const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.module === 'interviewer');
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});
