// Files from the phone and interview recordings, in the browser (issue 13): a 'phone' context (375 px) that
// holds only the QR code's one-time code uploads a PDF and the 'desktop' context shows it without reloading;
// a MediaRecorder recording goes up in chunks (one sent twice, one connection cut) and plays back seekable.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSidewaysScroll,
  newUserContext,
  settle,
  TOKEN_COOKIE,
  tinyPdf,
} from '../support/accounts.ts';
import { launchBrowser, newContext, screenshot } from '../support/browser.ts';

describe('uploads in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser.close();
  });

  it('a phone holding only the QR code uploads a PDF; the desktop shows it at once, without reloading', async () => {
    const desktopContext = await newUserContext(browser);
    const phoneContext = await newContext(browser, { mobile: true });
    contexts.push(desktopContext, phoneContext);
    const desktop = await desktopContext.newPage();
    await desktop.goto('/store/personal/resume');
    await desktop.getByRole('button', { name: '手机上传' }).click();
    const qr = desktop.getByTestId('phone-upload-qr');
    await qr.waitFor();
    await desktop.getByText('等待手机上传…').waitFor();
    await settle(desktop);
    await screenshot(desktop, 'uploads-desktop-qr');
    const phoneUrl = new URL((await qr.getAttribute('data-url'))!);
    expect(phoneUrl.pathname).toBe('/m/upload');
    // Marks this document: after the upload it must still be the same one (no reload, no navigation).
    await desktop.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    const phone = await phoneContext.newPage();
    await phone.goto(`${phoneUrl.pathname}${phoneUrl.search}`);
    await phone.getByRole('heading', { name: '上传文件到电脑' }).waitFor();
    await phone.getByText('支持 PDF、DOCX、DOC、TXT，最大 10 MB').waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'uploads-phone-375');
    await phone.getByTestId('phone-upload-file').setInputFiles({
      name: '手机上的简历.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Resume from the phone'),
    });
    await phone.getByText('上传成功', { exact: true }).waitFor();
    await screenshot(phone, 'uploads-phone-done-375');

    await desktop.getByText('已收到手机上传的文件：手机上的简历.pdf').waitFor();
    await desktop.getByText('手机上的简历.pdf', { exact: true }).first().waitFor();
    expect(await desktop.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await settle(desktop);
    await screenshot(desktop, 'uploads-desktop-received');

    // The code worked once: the same QR code opened again is refused with a clear message.
    await phone.goto(`${phoneUrl.pathname}${phoneUrl.search}`);
    await phone.getByText('二维码已失效或已使用，请在电脑上重新生成').waitFor();
    await screenshot(phone, 'uploads-phone-used-375');
  });

  it('uploads a MediaRecorder recording in chunks (one twice, one cut off), and a <video> plays it with a finite duration and seeks', async () => {
    const context = await newUserContext(browser);
    contexts.push(context);
    const page: Page = await context.newPage();
    await page.goto('/store/personal/resume');
    const result = await page.evaluate(
      async ({ cookie }) => {
        const token = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith(`${cookie}=`))!
            .split('=')[1]!,
        );
        const call = async (url: string, body: unknown) =>
          (
            (await (
              await fetch(url, {
                method: 'POST',
                headers: { token, 'content-type': 'application/json' },
                body: JSON.stringify(body),
              })
            ).json()) as { code: number; msg: string; data: { interview_id: number } }
          ).data;
        // A recording belongs to an interview of the uploader's: one is prepared and started through the API.
        const { interview_id: interviewId } = await call('/api/interview/generatePrompt', {
          jobDescriptionContent: '前端开发工程师：负责 Web 前端开发，熟悉 React 与 TypeScript。',
          resumeContent: '张三，前端开发，三年经验，负责会员系统的 React 重构，首屏时间从 3 秒降到 1.2 秒。',
          interviewer_id: 3,
          duration: 5,
        });
        await call('/api/interview/start', { interviewId });
        // Record 3 s of an animated canvas as an interview room records its camera: in 500 ms chunks.
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const g = canvas.getContext('2d', { alpha: false })!;
        let frame = 0;
        const draw = setInterval(() => {
          g.fillStyle = `hsl(${(frame * 12) % 360}, 70%, 50%)`;
          g.fillRect(0, 0, 320, 240);
          g.fillStyle = '#fff';
          g.font = '48px sans-serif';
          g.fillText(String(frame++), 120, 140);
        }, 40);
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
        const chunks: Blob[] = [];
        // Half a second a piece; six pieces are what the test sends, in and out of order.
        const recorded = new Promise<void>((resolve) => {
          recorder.ondataavailable = (e) => {
            if (e.data.size) chunks.push(e.data);
            if (chunks.length >= 6) resolve();
          };
        });
        recorder.start(500);
        await recorded;
        await new Promise((r) => {
          recorder.onstop = r;
          recorder.stop();
        });
        clearInterval(draw);

        const send = async (index: number, signal?: AbortSignal) => {
          const form = new FormData();
          form.append('interviewId', String(interviewId));
          form.append('index', String(index));
          form.append('file', chunks[index]!, `chunk-${index}.webm`);
          const res = await fetch('/api/upload/recording', {
            method: 'POST',
            body: form,
            headers: { token },
            signal,
          });
          const body = (await res.json()) as {
            code: number;
            msg: string;
            data: { next_index: number } | null;
          };
          // A refusal is returned as its message, so the assertion below shows what the server said.
          return { data: { next_index: body.data?.next_index ?? body.msg } };
        };
        const status = async () =>
          (
            (await (
              await fetch(`/api/upload/recording/status?interviewId=${interviewId}`, { headers: { token } })
            ).json()) as {
              data: { next_index: number; bytes: number };
            }
          ).data;
        const answers: Array<number | string> = [];
        answers.push((await send(0)).data.next_index);
        answers.push((await send(1)).data.next_index);
        // The answer to chunk 1 got lost: the client sends it again.
        answers.push((await send(1)).data.next_index);
        // Chunk 2's connection is cut while it goes up.
        const cut = new AbortController();
        const inFlight = send(2, cut.signal).catch((e: Error) => e.name);
        cut.abort();
        const cutOutcome = await inFlight;
        // Back on line: ask where to resume, and send the rest from there.
        const resumeAt = (await status()).next_index;
        for (let i = resumeAt; i < chunks.length; i++) answers.push((await send(i)).data.next_index);
        const total = chunks.reduce((n, c) => n + c.size, 0);
        const finalStatus = await status();
        // The recording is joined once, when the interview finishes; only then does it play.
        await call('/api/interview/finishInterview', { interviewId });

        const found = (await (
          await fetch(`/api/upload/recording?interviewId=${interviewId}`, { headers: { token } })
        ).json()) as {
          data: { url: string; name: string };
        };
        const video = document.createElement('video');
        video.muted = true;
        video.controls = true;
        video.width = 320;
        document.body.prepend(video);
        const loaded = new Promise<void>((resolve, reject) => {
          video.onloadedmetadata = () => resolve();
          video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
        });
        video.src = found.data.url;
        await loaded;
        const duration = video.duration;
        video.currentTime = 1.5;
        await new Promise((r) => {
          video.onseeked = r;
        });
        return {
          chunks: chunks.length,
          answers,
          cutOutcome: typeof cutOutcome === 'string' ? cutOutcome : 'answered',
          resumeAt,
          total,
          finalStatus,
          name: found.data.name,
          duration,
          seekedTo: video.currentTime,
          interviewId,
        };
      },
      { cookie: TOKEN_COOKIE },
    );
    expect(result.chunks).toBeGreaterThanOrEqual(5);
    expect(result.answers.slice(0, 3)).toEqual([1, 2, 2]);
    expect(result.cutOutcome).toBe('AbortError');
    expect(result.resumeAt).toBe(2);
    expect(result.finalStatus).toEqual({ next_index: result.chunks, bytes: result.total });
    expect(result.name).toBe(`面试录像-${result.interviewId}.webm`);
    expect(Number.isFinite(result.duration)).toBe(true);
    expect(result.duration).toBeGreaterThan(2.5);
    expect(result.duration).toBeLessThan(4.5);
    expect(result.seekedTo).toBeCloseTo(1.5, 0);
    await screenshot(page, 'uploads-recording-playback');
  });
});
