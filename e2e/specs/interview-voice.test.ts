// A spoken answer through the server's speech ports (issue 11): the server started with TTS_* and ASR_*
// pointing at a loopback stand-in of an OpenAI-compatible speech API; the interviewer's line is fetched from
// it and played, Chromium's fake microphone is recorded for the answer, and at 回答完毕 the recording is
// transcribed and goes into the interview as the candidate's line.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpeechWire, startSpeechWire } from '../../apps/server/src/test/speech-wire.ts';
import { loggedInContext, settle } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { enterRoom } from '../support/interview.ts';
import { countAudioPieces, waitForAudioPieces } from '../support/media.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe('interview by voice through the server’s speech ports', () => {
  let wire: SpeechWire;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    wire = await startSpeechWire();
    wire.transcript = '我在订单系统重构中把下单接口的 QPS 从两千提升到六千，上线半年没有超卖。';
    server = await startServer({
      SEED_JOBS: '20',
      TTS_BASE_URL: wire.baseUrl,
      TTS_MODEL: 'tts-test',
      ASR_BASE_URL: wire.baseUrl,
      ASR_MODEL: 'asr-test',
    });
    browser = await launchBrowser();
    context = await loggedInContext(browser, { baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await wire?.close();
  });

  it('speaks the question through the server and transcribes the recorded answer', async () => {
    const page = await context.newPage();
    await countAudioPieces(page);
    await enterRoom(page);
    // The first line on screen was spoken by the server's TTS, word for word.
    const subtitle = page.getByTestId('subtitle');
    const spoken = () =>
      wire.requests.filter((r) => r.path.endsWith('/audio/speech')).map((r) => r.json?.input);
    await expect
      .poll(async () => spoken().includes((await subtitle.textContent())?.trim()), { timeout: 30_000 })
      .toBe(true);

    await page.getByRole('button', { name: /开始回答/ }).click();
    await page.getByText('正在聆听，说完后点击「回答完毕」').waitFor();
    // Chromium's fake microphone beeps: a couple of seconds of it is the recorded answer.
    await waitForAudioPieces(page, 2);
    await settle(page);
    await screenshot(page, 'interview-voice-1-recording');
    await page.getByRole('button', { name: /回答完毕/ }).click();
    await page.getByText(`[候选人]${wire.transcript}`).waitFor({ timeout: 20_000 });

    const sent = wire.requests.find((r) => r.path.endsWith('/audio/transcriptions'));
    expect(sent?.form?.fields).toMatchObject({ model: 'asr-test', language: 'zh' });
    expect(sent?.form?.file?.type).toMatch(/^audio\/webm/);
    expect(sent?.form?.file?.bytes.length).toBeGreaterThan(1000);
    await settle(page);
    await screenshot(page, 'interview-voice-2-transcribed');
  }, 180_000);
});
