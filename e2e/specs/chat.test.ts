// Applying and chatting, two-sided (issue 28): demo applies to a job of hr_demo with an interview; hr_demo
// opens the report in /business/chat, answers and invites; demo sees it live with the unread badges, accepts,
// and they exchange phones; read receipts, common phrases, pin and delete; an offline context catches up.
// The database outlives a run: everything this run checks carries its own RUN mark, and rows are matched
// across the two sides by their per-conversation seq.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, loggedInContext, TOKEN_COOKIE } from '../support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { answeredInterview, finishInterview } from '../support/interview.ts';

const JD = '岗位：前端开发工程师。要求：熟悉 React 与 TypeScript，有性能优化经验，能独立负责页面开发。';
const RESUME =
  '李四，3 年前端开发经验。负责电商首页重构，使用 React 与 TypeScript，首屏时间从 3.2 秒降到 1.4 秒。';
const RUN = Date.now().toString(36);
const HR_MOBILE = '13900139000';
const OK = /^(OK|确 定|确定)$/;
const ACCEPT = /^同\s?意$/;
const SEND = /^发\s?送$/;
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

interface Conversation {
  id: number;
  job_title: string | null;
  peer_name: string;
}

/** The conversation's entry in the list on the left. */
function entry(page: Page, c: Conversation): Locator {
  return page
    .locator('aside li button')
    .filter({ hasText: c.peer_name })
    .filter({ hasText: c.job_title ?? '' })
    .first();
}

/** The message row holding `text` (the newest such). */
function row(page: Page, text: string): Locator {
  return page.locator('[data-seq]').filter({ hasText: text }).last();
}

async function seqOf(row: Locator): Promise<string> {
  const seq = await row.getAttribute('data-seq');
  if (!seq) throw new Error('a message row without its seq');
  return seq;
}

/** Waits until the header's total of unread messages (its badge; 0 without one) satisfies `test`. */
async function headerUnread(page: Page, test: 'above' | 'atMost', n: number): Promise<void> {
  await page.waitForFunction(
    ([test, n]) => {
      const badge = document.querySelector('button[aria-label="用户菜单"] .ant-badge-count');
      const count = Number(badge?.getAttribute('title')?.match(/\d+/)?.[0] ?? 0);
      return test === 'above' ? count > n : count <= n;
    },
    [test, n] as const,
  );
}

async function type(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('输入消息，按 Enter 发送').fill(text);
  await page.getByRole('button', { name: SEND }).click();
}

/** The conversation's ⋯ menu, then one of its items. */
async function operate(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

describe('apply and chat', () => {
  let browser: Browser;
  let seeker: BrowserContext;
  let recruiter: BrowserContext;
  let seekerPage: Page;
  let recruiterPage: Page;
  let jobId: number;
  /** The conversation as each side sees it. */
  let mine: Conversation;
  let theirs: Conversation;

  beforeAll(async () => {
    browser = await launchBrowser();
    seeker = await loggedInContext(browser);
    recruiter = await recruiterContext(browser);
    await finishInterview(
      seeker,
      await answeredInterview(seeker, { jd: JD, resume: RESUME, answers: [ANSWER] }),
    );
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

    const hr = await api<{ id: number }>(recruiter, 'GET', '/api/user/info');
    const sessions = await api<{ lists: (Conversation & { job_id: number; peer_id: number })[] }>(
      seeker,
      'GET',
      '/api/chat/sessions',
    );
    const found = sessions.lists.find((s) => s.job_id === jobId && s.peer_id === hr.id);
    expect(found, 'the application opened a conversation with hr_demo').toBeTruthy();
    mine = found as Conversation;
    const other = await api<{ lists: Conversation[] }>(recruiter, 'GET', '/api/chat/sessions');
    theirs = other.lists.find((s) => s.id === mine.id) as Conversation;
    expect(theirs, 'hr_demo has the same conversation').toBeTruthy();
  });

  it('the conversation appears in /chating, opened from the user menu in a new tab', async () => {
    // This tab stays on the list, no conversation open, for the answer to arrive as unread.
    await seekerPage.goto('/chating');
    await entry(seekerPage, mine).waitFor();
    await seekerPage.getByRole('button', { name: '用户菜单' }).click();
    const [tab] = await Promise.all([
      seeker.waitForEvent('page'),
      seekerPage.getByRole('menuitem', { name: /消息提醒/ }).click(),
    ]);
    await tab.waitForURL('**/chating');
    await entry(tab, mine).waitFor();
    expect(await entry(tab, mine).textContent()).toContain('[面试记录]');
    await tab.close();
  });

  it('hr_demo opens the report and answers; it arrives live with the unread badges, then 已读', async () => {
    await recruiterPage.goto('/business/chat');
    await entry(recruiterPage, theirs).click();
    const card = row(recruiterPage, '查看报告');
    const [report] = await Promise.all([
      recruiter.waitForEvent('page'),
      card.getByRole('link', { name: '查看报告' }).click(),
    ]);
    await report.getByText('综合得分').first().waitFor();
    await report.close();

    const { count: before } = await api<{ count: number }>(seeker, 'GET', '/api/chat/unreadCount');
    const hello = `您好，欢迎来面试<b>!</b> ${RUN}`;
    await type(recruiterPage, hello);
    const sent = row(recruiterPage, hello);
    await sent.getByText('送达').waitFor();

    // Live on the job seeker's list: the entry's badge and the header's total, without a reload.
    await entry(seekerPage, mine).locator('.ant-badge-count').waitFor();
    await headerUnread(seekerPage, 'above', before);
    expect(await entry(seekerPage, mine).textContent()).toContain(RUN);

    // Opening it reads it: the badges go, and the sender sees 已读.
    await entry(seekerPage, mine).click();
    // Shown as text: the markup is not run.
    await row(seekerPage, hello).getByText(hello).waitFor();
    await sent.getByText('已读').waitFor();
    // The whole conversation, not just what arrived live: the application card is there above the answer.
    const application = seekerPage.locator('[data-seq]').filter({ hasText: '面试记录' }).last();
    await application.waitFor();
    expect(Number(await seqOf(application))).toBeLessThan(Number(await seqOf(row(seekerPage, hello))));
    await entry(seekerPage, mine).locator('.ant-badge-count').waitFor({ state: 'detached' });
    await headerUnread(seekerPage, 'atMost', before);
  });

  it('hr_demo invites; demo accepts, and hr_demo sees it accepted', async () => {
    const time = `12月1日 10:00 ${RUN}`;
    await recruiterPage.getByRole('button', { name: '发送面试邀请' }).click();
    await recruiterPage.getByPlaceholder('面试时间').fill(time);
    await recruiterPage.getByPlaceholder('地址 / 会议链接').fill('https://meeting.example.com/hr');
    await recruiterPage.getByRole('dialog').getByRole('button', { name: OK }).click();
    const invitation = row(seekerPage, time);
    await invitation.getByText('面试邀请').waitFor();
    const seq = await seqOf(invitation);
    await invitation.getByRole('button', { name: ACCEPT }).click();
    await invitation.getByText('已同意').waitFor();
    await recruiterPage.locator(`[data-seq="${seq}"]`).getByText('已同意').waitFor();
  });

  it('they exchange phone numbers, shown only once accepted', async () => {
    await seekerPage.getByRole('button', { name: '换电话' }).click();
    const waiting = seekerPage.locator('[data-seq]').filter({ hasText: '等待对方回应' }).last();
    await waiting.waitFor();
    const seq = await seqOf(waiting);
    const asked = seekerPage.locator(`[data-seq="${seq}"]`);
    const theirCard = recruiterPage.locator(`[data-seq="${seq}"]`);
    await theirCard.getByRole('button', { name: ACCEPT }).waitFor();
    // Before the answer neither number is on either side.
    for (const text of [await theirCard.textContent(), await asked.textContent()]) {
      expect(text).not.toContain(DEMO.mobile);
      expect(text).not.toContain(HR_MOBILE);
    }
    await theirCard.getByRole('button', { name: ACCEPT }).click();
    await asked.getByText(HR_MOBILE).waitFor();
    await theirCard.getByText(DEMO.mobile).waitFor();
    await screenshot(seekerPage, 'chat-1440');
    await screenshot(recruiterPage, 'business-chat-1440');
  });

  it('common phrases: create, pick, edit, delete', async () => {
    const phrase = `常用语 ${RUN}`;
    const edited = `常用语改 ${RUN}`;
    await seekerPage.getByRole('button', { name: /^常用语$/ }).click();
    const popover = seekerPage.locator('.ant-popover');
    await popover.getByPlaceholder('输入常用语').fill(phrase);
    await popover.getByRole('button', { name: '添加常用语' }).click();
    const item = (text: string) => popover.locator('.ant-list-item').filter({ hasText: text });
    await item(phrase).waitFor();
    await item(phrase).getByRole('button', { name: phrase }).click();
    // Picking one fills the composer and closes the list.
    await popover.waitFor({ state: 'hidden' });
    expect(await seekerPage.getByPlaceholder('输入消息，按 Enter 发送').inputValue()).toBe(phrase);

    await seekerPage.getByRole('button', { name: /^常用语$/ }).click();
    await item(phrase).getByRole('button', { name: '编辑' }).click();
    await popover.getByPlaceholder('输入常用语').fill(edited);
    await popover.getByRole('button', { name: /^保\s?存$/ }).click();
    await item(edited).waitFor();
    expect(await item(phrase).filter({ hasNotText: edited }).count()).toBe(0);
    await item(edited).getByRole('button', { name: '删除' }).click();
    await item(edited).waitFor({ state: 'detached' });
    await seekerPage.getByPlaceholder('输入消息，按 Enter 发送').fill('');
  });

  it('a context taken offline catches up once back: what was sent meanwhile arrives once, in order', async () => {
    const sent = [1, 2, 3].map((n) => `离线期间的消息 ${n} ${RUN}`);
    const queued = `离线时写下的回复 ${RUN}`;
    await seeker.setOffline(true);
    await seekerPage.getByText('连接中断，正在重连…').waitFor();
    for (const text of sent) {
      await type(recruiterPage, text);
      await row(recruiterPage, text).getByText('送达').waitFor();
    }
    // Written while offline: queued, sent when the line is back.
    await type(seekerPage, queued);
    for (const text of sent)
      expect(await seekerPage.locator('[data-seq]').filter({ hasText: text }).count()).toBe(0);

    await seeker.setOffline(false);
    await row(seekerPage, sent[2] as string).waitFor();
    await seekerPage.getByText('连接中断，正在重连…').waitFor({ state: 'detached' });
    const rows = await seekerPage.locator('[data-seq]').allTextContents();
    expect(rows.filter((text) => text.includes(`${RUN}`) && text.includes('离线期间'))).toEqual(sent);
    // The queued reply reached hr_demo once, and what came in was read (the sender sees 已读).
    await row(recruiterPage, queued).waitFor();
    expect(await recruiterPage.locator('[data-seq]').filter({ hasText: queued }).count()).toBe(1);
    await row(recruiterPage, sent[2] as string)
      .getByText('已读')
      .waitFor();
  });

  it('fits a phone: the list, then the conversation alone at 375 px', async () => {
    const phone = await loggedInContext(browser, { mobile: true });
    const page = await phone.newPage();
    await page.goto('/chating');
    await entry(page, mine).waitFor();
    await screenshot(page, 'chat-375-list');
    await entry(page, mine).click();
    await page.getByPlaceholder('输入消息，按 Enter 发送').waitFor();
    await row(page, HR_MOBILE).waitFor();
    await screenshot(page, 'chat-375');
    await phone.close();
  });

  it('pins the conversation to the top, then deletes it', async () => {
    // A rerun after a failure may find it pinned already: asked of the server, not of a menu still opening.
    const listed = await api<{ lists: { id: number; pinned: boolean }[] }>(
      seeker,
      'GET',
      '/api/chat/sessions',
    );
    if (listed.lists.find((s) => s.id === mine.id)?.pinned) {
      await api(seeker, 'POST', '/api/chat/session/operate', { sessionId: mine.id, action: 'unpin' });
      await seekerPage.reload();
      await entry(seekerPage, mine).click();
    }

    await operate(seekerPage, '置顶');
    await entry(seekerPage, mine).getByText('置顶', { exact: true }).waitFor();
    const first = seekerPage.locator('aside li button').first();
    expect(await first.textContent()).toContain(mine.peer_name);
    expect(await first.textContent()).toContain(mine.job_title ?? '');

    await operate(seekerPage, '删除会话');
    await seekerPage.getByRole('dialog').getByRole('button', { name: OK }).click();
    await entry(seekerPage, mine).waitFor({ state: 'detached' });
    await seekerPage.getByText('选择左侧的会话开始沟通').waitFor();
    // Gone for good on this side, not just from the page.
    const sessions = await api<{ lists: { id: number }[] }>(seeker, 'GET', '/api/chat/sessions');
    expect(sessions.lists.some((s) => s.id === mine.id)).toBe(false);
  });
});
