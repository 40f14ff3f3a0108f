// A recruiter's way in through the UI (issue 28): from the page for companies, or from /business/chat while
// logged out, to the password login with the business scene (招聘方登录), and on to the inbox with its
// conversations. The conversation is opened over the API first, so the list has one whatever ran before.
import { describe, expect, it } from 'vitest';
import { api, loggedInContext, passwordLogin } from '../support/accounts.ts';
import { browserForFile, screenshot } from '../support/browser.ts';

const HR = { account: 'hr_demo', password: 'Demo@2026' };

describe('recruiter login', () => {
  const b = browserForFile();

  it('/business/chat while logged out leads to 招聘方登录; hr_demo lands in the inbox with the list', async () => {
    const page = await b.page();
    await page.goto('/business/chat');
    await page.waitForURL(/\/store\/entry\/loginPwd\?scene=business/);
    await page.getByRole('heading', { name: '招聘方登录' }).waitFor();
    // The seeker's tabs and sign-up are not offered here, and the side speaks to a recruiter.
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByText('每份投递附带 AI 面试报告与六维评分').waitFor();

    await passwordLogin(page, HR.account, HR.password);
    await page.waitForURL('**/business/chat');
    await page.getByRole('heading', { name: '招聘消息' }).waitFor();
    // On the recruiter's side, 我要招聘 is the current one, not 我要找工作.
    const sides = page.getByRole('navigation', { name: '选择身份' }).locator('[aria-current="true"]');
    await expect.poll(() => sides.first().textContent()).toBe('我要招聘');

    // demo opens a conversation with hr_demo over one of hr_demo's jobs; it shows in the list.
    const recruiter = page.context();
    const me = await api<{ id: number; company_id: number }>(recruiter, 'GET', '/api/user/info');
    expect(me).toMatchObject({ user_type: 2 });
    const jobs = await api<{ lists: { id: number }[] }>(recruiter, 'POST', '/api/search/hotJobs', {
      company_id: me.company_id,
      page_no: 1,
      page_size: 10,
    });
    let jobId: number | undefined;
    for (const job of jobs.lists) {
      const who = await api<{ user_id: number }>(recruiter, 'GET', `/api/chat/jobRecruiter?jobId=${job.id}`);
      if (who.user_id === me.id) jobId = job.id;
    }
    expect(jobId, 'hr_demo has a job on the first page of their company').toBeDefined();
    const seeker = b.track(await loggedInContext(b.browser));
    await api(seeker, 'POST', '/api/chat/getOrCreateSession', {
      target_user_type: 2,
      target_user_id: me.id,
      job_id: jobId,
    });
    await page.reload();
    await page.locator('aside li button').first().waitFor();
    await screenshot(page, 'recruiter-login-business-chat');
  });

  it('the page for companies offers 招聘方登录, to the same login', async () => {
    const page = await b.page();
    await page.goto('/business');
    await page.getByRole('link', { name: '招聘方登录' }).click();
    await page.waitForURL(/\/store\/entry\/loginPwd\?scene=business/);
    await page.getByRole('heading', { name: '招聘方登录' }).waitFor();
    await screenshot(page, 'recruiter-login');
  });
});
