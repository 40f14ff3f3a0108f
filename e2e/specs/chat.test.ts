// Applying and chatting, two-sided (issue 28): demo applies to a job of hr_demo with an interview; hr_demo
// answers in /business/chat and sends an invitation; demo sees it live, accepts, and they exchange phones.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loggedInContext, TOKEN_COOKIE } from '../support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';

const JD = '岗位：前端开发工程师。要求：熟悉 React 与 TypeScript，有性能优化经验，能独立负责页面开发。';
const RESUME =
  '李四，3 年前端开发经验。负责电商首页重构，使用 React 与 TypeScript，首屏时间从 3.2 秒降到 1.4 秒。';
const ANSWER = '在首页重构中，我按路由拆包、图片懒加载，首屏时间从 3.2 秒降到 1.4 秒，转化率提升 6%。';

async function recruiterContext(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  const res = await context.request.post('/api/login/account', {
    data: { account: 'hr_demo', password: 'Demo@2026', scene: 'business' },
    headers: { terminal: '4' },
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(1);
  await context.addCookies([{ name: TOKEN_COOKIE, value: body.data.token, url: baseUrl() }]);
  return context;
}

/** A finished interview of the demo user, held through the API. */
async function finishedInterview(context: BrowserContext): Promise<number> {
  const prepared = await api<{ interview_id: number }>(context, 'POST', '/api/interview/generatePrompt', {
    jobDescriptionContent: JD,
    resumeContent: RESUME,
    interviewer_id: 3,
    duration: 5,
    language: 'zh',
  });
  const id = prepared.interview_id;
  await api(context, 'POST', '/api/interview/start', { interviewId: id });
  for (let i = 0, finished = false; i < 12 && !finished; i++) {
    const at = 10_000 * (i + 1);
    const answer = await api<{ finished: boolean }>(context, 'POST', '/api/interview/answer', {
      interviewId: id,
      text: ANSWER,
      question_end_ms: at - 500,
      answer_start_ms: at,
      answer_end_ms: at + 2_000,
    });
    finished = answer.finished;
  }
  await api(context, 'POST', '/api/interview/finishInterview', { interviewId: id });
  return id;
}

/** A job hr_demo published (whom applying to it chats with). */
async function jobOfRecruiter(recruiter: BrowserContext): Promise<number> {
  const me = await api<{ id: number; company_id: number }>(recruiter, 'GET', '/api/user/info');
  const page = await api<{ lists: { id: number }[] }>(recruiter, 'POST', '/api/search/hotJobs', {
    company_id: me.company_id,
    page_no: 1,
    page_size: 10,
  });
  for (const job of page.lists) {
    const who = await api<{ user_id: number }>(recruiter, 'GET', `/api/chat/jobRecruiter?jobId=${job.id}`);
    if (who.user_id === me.id) return job.id;
  }
  throw new Error('hr_demo has no job on the first page of their company');
}

describe('apply and chat', () => {
  let browser: Browser;
  let seeker: BrowserContext;
  let recruiter: BrowserContext;
  let seekerPage: Page;
  let recruiterPage: Page;
  let jobId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    seeker = await loggedInContext(browser);
    recruiter = await recruiterContext(browser);
    await finishedInterview(seeker);
    jobId = await jobOfRecruiter(recruiter);
    seekerPage = await seeker.newPage();
    recruiterPage = await recruiter.newPage();
  });
  afterAll(() => browser.close());

  it('demo applies to a job of hr_demo with an interview', async () => {
    await seekerPage.goto(`/?mode=jobs&jobId=${jobId}`);
    await seekerPage.getByRole('button', { name: '立即投递' }).first().click();
    // Applied before (a rerun on the same data): the server's question, then 继续投递.
    const again = seekerPage.getByRole('button', { name: '继续投递' });
    await again.or(seekerPage.getByText('请选择面试记录')).first().waitFor();
    if (await again.isVisible()) await again.click();
    await seekerPage.getByText('请选择面试记录').waitFor();
    await seekerPage.getByText('面试存档').first().click();
    await seekerPage.getByRole('dialog').getByRole('button', { name: '立即投递' }).click();
    await seekerPage.getByText('您的面试结果已发送给招聘者').waitFor();
  });

  it('hr_demo sees the application, answers and invites; demo sees it live and accepts', async () => {
    await recruiterPage.goto('/business/chat');
    await recruiterPage
      .getByRole('button', { name: /面试记录|\[面试记录\]/ })
      .first()
      .click();
    await recruiterPage.getByText('查看报告').first().waitFor();
    await seekerPage.goto('/chating');
    await seekerPage.locator('button', { hasText: '[面试记录]' }).first().click();

    await recruiterPage.getByPlaceholder('输入消息，按 Enter 发送').fill('您好，欢迎来面试<b>!</b>');
    await recruiterPage
      .getByRole('button', { name: '发 送' })
      .or(recruiterPage.getByRole('button', { name: '发送', exact: true }))
      .first()
      .click();
    // Live on the other side, shown as text (the markup is not run).
    await seekerPage.getByText('您好，欢迎来面试<b>!</b>').last().waitFor();
    await recruiterPage.getByText('已读').first().waitFor();

    await recruiterPage.getByRole('button', { name: '发送面试邀请' }).click();
    await recruiterPage.getByPlaceholder('面试时间').fill('2026-12-01 10:00');
    await recruiterPage
      .getByRole('dialog')
      .getByRole('button', { name: /OK|确 定|确定/ })
      .click();
    await seekerPage.getByText('2026-12-01 10:00').last().waitFor();
    await seekerPage
      .getByRole('button', { name: '同 意' })
      .or(seekerPage.getByRole('button', { name: '同意' }))
      .first()
      .click();
    await recruiterPage.getByText('已同意').first().waitFor();

    await seekerPage.getByRole('button', { name: '换电话' }).click();
    await recruiterPage
      .getByRole('button', { name: /同\s?意/ })
      .last()
      .click();
    await seekerPage.getByText('13900139000').last().waitFor();
    await recruiterPage.getByText('13800138000').last().waitFor();
    await screenshot(seekerPage, 'chat-1440');
  });

  it('fits a phone: the conversation alone at 375 px', async () => {
    const phone = await loggedInContext(browser, { mobile: true });
    const page = await phone.newPage();
    await page.goto('/chating');
    await page.locator('button', { hasText: '[' }).first().click();
    await page.getByPlaceholder('输入消息，按 Enter 发送').waitFor();
    await screenshot(page, 'chat-375');
    await phone.close();
  });
});
