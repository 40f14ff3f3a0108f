// The way into the interview room a candidate takes: a pasted JD and an uploaded resume on the start page,
// the gentle interviewer (id 3), questions generated on the prepare page, then 进入面试.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, settle } from './accounts.ts';
import { screenshot } from './browser.ts';

export const JD =
  '岗位：后端开发工程师。要求：熟悉 Java 或 Go，MySQL、Redis，有高并发系统经验，能独立负责模块设计。';
export const RESUME =
  '张三，3 年后端开发经验。负责订单系统重构，使用 Go 与 Redis，将下单接口 QPS 从 2000 提升到 6000。';

export interface RoomDocuments {
  jd: string;
  resume: { name: string; mimeType: string; buffer: Buffer };
  /** The 面试时长 chosen on the prepare page; its default when not given. */
  minutes?: number;
}

const DEFAULT_DOCUMENTS: RoomDocuments = {
  jd: JD,
  resume: { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME, 'utf8') },
};

/** Walks from /store/dashboard/profile into the room; answers the interview's id. */
export async function enterRoom(
  page: Page,
  shots?: string,
  documents: RoomDocuments = DEFAULT_DOCUMENTS,
): Promise<number> {
  await page.goto('/store/dashboard/profile');
  await page.getByRole('button', { name: '粘贴 JD 文本' }).click();
  await page.getByPlaceholder('把招聘页面上的岗位职责、任职要求粘贴到这里').fill(documents.jd);
  await page.getByRole('button', { name: '使用这段描述' }).click();
  await page.getByTestId('file-input-resume').setInputFiles(documents.resume);
  await page.getByText(documents.resume.name).first().waitFor({ timeout: 30_000 });
  await settle(page);
  if (shots) await screenshot(page, `${shots}-0-start`);
  await page.getByRole('button', { name: '开始面试' }).click();

  await page.getByText('温和型面试官 · 林悦').first().click();
  await page.getByRole('button', { name: '确认选择' }).click();
  await page.waitForURL('**/store/interview_pre?selectedId=3');
  if (documents.minutes) await page.getByText(`${documents.minutes} 分钟`, { exact: true }).click();
  await page.getByRole('button', { name: '生成面试题' }).click();
  const enter = page.getByRole('button', { name: '进入面试' });
  await enter.waitFor({ timeout: 30_000 });
  await settle(page);
  if (shots) await screenshot(page, `${shots}-0-prepare`);
  await enter.click();
  await page.waitForURL('**/interview_ing');
  const id = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('interview-state') ?? '{}').state?.interviewId as number,
  );
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * 结束面试 by hand, confirmed. A long interview's clock leaves room for many more questions (the plan keeps a
 * reserve for a candidate who answers fast, issue 25), so a spec that has seen what it came for ends it as a
 * candidate would; the page then asks for the interview-experience feedback.
 */
export async function finishByHand(page: Page): Promise<void> {
  await page.getByRole('button', { name: '结束面试' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '确定结束本次面试吗？' }).waitFor();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
}

export interface AnsweredScript {
  jd: string;
  resume: string;
  /** Given in turn, round and round, until the interviewer has no more questions (at most 12 answers). */
  answers: string[];
  /** When the first answer starts, ms into the interview; the later ones start every 10 s. */
  firstAnswerMs?: number;
}

/**
 * An interview held through the product's API, as the room holds it: prepared with the gentle interviewer,
 * started, and answered until the plan is done. Not yet finished, so a spec can add a recording first.
 */
export async function answeredInterview(context: BrowserContext, script: AnsweredScript): Promise<number> {
  const prepared = await api<{ interview_id: number }>(context, 'POST', '/api/interview/generatePrompt', {
    jobDescriptionContent: script.jd,
    resumeContent: script.resume,
    interviewer_id: 3,
    duration: 5,
    language: 'zh',
  });
  const id = prepared.interview_id;
  await api(context, 'POST', '/api/interview/start', { interviewId: id });
  for (let i = 0, finished = false; i < 12 && !finished; i++) {
    const at = i === 0 && script.firstAnswerMs !== undefined ? script.firstAnswerMs : 10_000 * (i + 1);
    const answer = await api<{ finished: boolean }>(context, 'POST', '/api/interview/answer', {
      interviewId: id,
      text: script.answers[i % script.answers.length],
      question_end_ms: at - 500,
      answer_start_ms: at,
      answer_end_ms: at + 2_000,
    });
    finished = answer.finished;
  }
  return id;
}

export async function finishInterview(context: BrowserContext, id: number): Promise<void> {
  await api(context, 'POST', '/api/interview/finishInterview', { interviewId: id });
}

/** Waits until the room has its first question on (the interviewer speaking or waiting for the answer). */
export async function waitForRoomLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['waiting', 'speaking'].includes(
        document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? '',
      ),
    undefined,
    { timeout: 30_000 },
  );
}
