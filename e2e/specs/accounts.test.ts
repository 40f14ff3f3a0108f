// Accounts, as a job seeker lives them: every way in (SMS, password, QR from a second device), the personal
// centre, changing the password, logging out, and a session that ends under the user's feet.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agree,
  DEMO,
  devCode,
  expectNoSidewaysScroll,
  expectNothingCovers,
  freshMobile,
  loggedInContext,
  newUserContext,
  passwordLogin,
  settle,
  submit,
  TOKEN_COOKIE,
  tinyPdf,
  toast,
} from '../support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { pdfDrawn } from '../support/media.ts';

describe('accounts', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const track = (context: BrowserContext) => {
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser.close();
  });

  it('logs in by mobile and SMS code, then returns to the redirect', async () => {
    const context = track(await newContext(browser));
    const page = await context.newPage();
    await page.goto('/store/entry/loginEmail?redirect=%2Fstore%2Fpersonal%2Fbasic');
    await page.getByText('未注册的手机号验证后将自动创建账号').waitFor();
    await screenshot(page, 'accounts-login-sms');

    await page.getByLabel('手机号', { exact: true }).fill(DEMO.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, `验证码已发送至 ${DEMO.mobile}`);
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel('验证码', { exact: true }).fill(await devCode(page, DEMO.mobile));
    await agree(page);
    await submit(page).click();

    await toast(page, '登录成功，欢迎回来');
    await page.waitForURL('**/store/personal/basic');
    await page
      .getByText(/^Hi, .+!$/)
      .first()
      .waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBeTruthy();

    // The resend countdown survives a reload of the login page (a logged-out tab of the same browser).
    const other = await context.newPage();
    await context.clearCookies({ name: TOKEN_COOKIE });
    await other.goto('/store/entry/loginEmail');
    await other.getByLabel('手机号', { exact: true }).fill(DEMO.mobile);
    await other.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  });

  it('logs in by account and password, and refuses a wrong password with the server message', async () => {
    const context = track(await newContext(browser));
    const page = await context.newPage();
    await page.goto('/store/entry/loginPwd');
    await passwordLogin(page, DEMO.account, 'not-the-password');
    const error = page.locator('.ant-message-notice-error').first();
    await error.waitFor();
    expect((await error.textContent())?.trim()).toBeTruthy();
    await screenshot(page, 'accounts-login-password-error');

    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByLabel('账号', { exact: true }).fill(`  ${DEMO.account}  `);
    await submit(page).click();
    await toast(page, '登录成功，欢迎回来');
    await page.waitForURL('**/store/dashboard/profile');
  });

  it('logs in by QR code, confirmed on a phone logged in as the same user', async () => {
    const desktop = track(await newContext(browser));
    const page = await desktop.newPage();
    const created = page.waitForResponse((r) => r.url().includes('/api/login/qrcode/create'));
    await page.goto('/store/entry/loginQRCode');
    const { data } = (await (await created).json()) as { data: { url: string; id: string } };
    expect(new URL(data.url).pathname).toBe('/m/login-confirm');
    await page.locator('[data-qr-state="waiting"] svg').waitFor();
    await screenshot(page, 'accounts-login-qrcode');

    // The phone opens the QR's page; not logged in yet, it logs in first and comes back.
    const phone = track(await newContext(browser, { mobile: true }));
    const phonePage = await phone.newPage();
    await phonePage.goto(data.url);
    await phonePage.waitForURL((url) => url.pathname.startsWith('/store/entry'));
    expect(new URL(phonePage.url()).searchParams.get('redirect')).toBe(`/m/login-confirm?id=${data.id}`);
    await phonePage.getByRole('tab', { name: '密码登录' }).click();
    await passwordLogin(phonePage, DEMO.account, DEMO.password);
    await phonePage.waitForURL((url) => url.pathname === '/m/login-confirm');
    await phonePage.getByRole('button', { name: '确认登录' }).waitFor();
    await screenshot(phonePage, 'accounts-qr-confirm-375');

    // Scanning shows on the desktop at once.
    await page.getByText('请在手机上确认登录').waitFor();
    await screenshot(page, 'accounts-login-qrcode-scanned');

    await phonePage.getByRole('button', { name: '确认登录' }).click();
    await phonePage.getByText('已确认登录').waitFor();
    await screenshot(phonePage, 'accounts-qr-confirmed-375');

    await page.waitForURL('**/store/dashboard/profile');
    await toast(page, '登录成功，欢迎回来');
    expect((await desktop.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value).toBeTruthy();
  });

  it('shows the login entry on a phone in one column, and the register and forgotten-password views', async () => {
    const context = track(await newContext(browser, { mobile: true }));
    const page = await context.newPage();
    await page.goto('/store/entry/loginPwd');
    await page.getByLabel('账号', { exact: true }).waitFor();
    await screenshot(page, 'accounts-login-password-375');
    await page.getByRole('link', { name: '没有账号？立即注册' }).click();
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    await screenshot(page, 'accounts-register-375');
    await page.goto('/store/entry/forgottenPwd');
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await screenshot(page, 'accounts-forgotten-375');

    const wide = track(await newContext(browser));
    const widePage = await wide.newPage();
    await widePage.goto('/store/dashboard/phone');
    await widePage.getByRole('heading', { name: '手机号登录' }).waitFor();
    await screenshot(widePage, 'accounts-dashboard-phone');
  });

  it('visits every page of the personal centre, at 1440 and at 375 px', async () => {
    // What each page shows once its data has arrived.
    const loaded: Record<string, (page: Page) => Locator> = {
      basic: (page) => page.getByText('138****8000').first(),
      resume: (page) => page.getByRole('button', { name: /上传简历/ }).first(),
      security: (page) => page.getByText('当前设备').first(),
      general: (page) => page.getByRole('switch', { name: '聊天消息' }),
      privacy: (page) => page.getByRole('button', { name: '导出我的数据' }),
    };
    for (const mobile of [false, true]) {
      const context = track(await loggedInContext(browser, { mobile }));
      const page = await context.newPage();
      const suffix = mobile ? '-375' : '';
      for (const [path, title] of [
        ['basic', '基本信息'],
        ['resume', '简历管理'],
        ['security', '账号安全'],
        ['general', '通用设置'],
        ['privacy', '隐私设置'],
      ] as const) {
        await page.goto(`/store/personal/${path}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await loaded[path]!(page).waitFor();
        await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });

        // It stayed on the page (no guard bounce), under its own title, selected in the centre's menu.
        expect(new URL(page.url()).pathname).toBe(`/store/personal/${path}`);
        expect(await page.title()).toBe(`${title} - AI面试官 · 求职`);
        const selected = mobile
          ? page.getByRole('tab', { selected: true })
          : page.locator('.ant-menu-item-selected');
        expect((await selected.textContent())?.trim()).toBe(title);
        // Data, not an error state; the mobile never in full.
        expect(await page.getByText('加载失败，请重试').count()).toBe(0);
        expect(await page.locator('main').textContent()).not.toContain(DEMO.mobile);
        if (mobile) await expectNoSidewaysScroll(page);
        await screenshot(page, `accounts-personal-${path}${suffix}`);
      }

      // The devices page: on a phone no floating button lies over a row's 下线.
      await page.goto('/store/personal/security');
      const logoutButtons = page.getByRole('button', { name: '下线' });
      await logoutButtons.first().waitFor();
      for (const button of await logoutButtons.all()) await expectNothingCovers(button);
    }
  });

  it('manages resumes: upload with progress, preview, rename inline, set the default, delete after a confirm', async () => {
    // A user of its own: the demo user's resumes depend on which specs ran before (interview-resume uploads one).
    const context = track(await newUserContext(browser));
    const page = await context.newPage();
    await page.goto('/store/personal/resume');
    await page.getByText('还没有上传简历').waitFor();

    // A file of the wrong type is refused before it is sent.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await toast(page, '不支持的文件类型');

    await input.setInputFiles({
      name: '前端工程师-简历.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        '张三\n前端工程师，五年 React 与 TypeScript 经验。\n负责过千万级用户的求职平台。\n',
        'utf8',
      ),
    });
    await toast(page, '简历上传成功');
    const rows = page.locator('li[class*="item"]');
    await rows.filter({ hasText: '前端工程师-简历.txt' }).waitFor();
    // The first resume becomes the default one.
    await rows.filter({ hasText: '前端工程师-简历.txt' }).getByText('默认简历').waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'resume-en.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Zhang San - Frontend Engineer - React TypeScript'),
    });
    await toast(page, '简历上传成功');
    await rows.filter({ hasText: 'resume-en.pdf' }).waitFor();

    // Rename inline.
    const txt = rows.filter({ hasText: '前端工程师-简历.txt' });
    await txt.getByRole('button', { name: '重命名' }).click();
    await page.getByRole('textbox', { name: '重命名' }).fill('张三-前端简历.txt');
    await page.getByRole('textbox', { name: '重命名' }).press('Enter');
    await toast(page, '修改成功');
    await rows.filter({ hasText: '张三-前端简历.txt' }).waitFor();
    expect(await page.locator('.ant-message-notice').filter({ hasText: '修改成功' }).count()).toBe(1);

    // Preview: the parsed text of a TXT.
    await rows.filter({ hasText: '张三-前端简历.txt' }).getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText('五年 React 与 TypeScript 经验').waitFor();
    await settle(page);
    await screenshot(page, 'accounts-resume-preview-text');
    await preview
      .getByRole('button', { name: 'Close' })
      .or(preview.locator('.ant-modal-close'))
      .first()
      .click();

    // Set the PDF as default.
    const pdf = rows.filter({ hasText: 'resume-en.pdf' });
    await pdf.getByRole('button', { name: '设为默认' }).click();
    await toast(page, '已设为默认简历');
    await pdf.getByText('默认简历').waitFor();
    await screenshot(page, 'accounts-personal-resume-list');

    // Preview of a PDF: a frame of its URL.
    await pdf.getByRole('button', { name: '预览' }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/api/files/');
    await settle(page);
    // Chromium's PDF viewer draws the page a moment after the frame loads.
    await pdfDrawn(frame);
    await screenshot(page, 'accounts-resume-preview-pdf');
    await page.keyboard.press('Escape');

    // Delete both, each after Modal.confirm; the empty state comes back.
    for (const name of ['张三-前端简历.txt', 'resume-en.pdf']) {
      await rows.filter({ hasText: name }).getByRole('button', { name: '删除' }).click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.getByText(`确定删除「${name}」吗？删除后无法恢复。`).waitFor();
      await confirm.getByRole('button', { name: '删除' }).click();
      await toast(page, '删除成功');
      await rows.filter({ hasText: name }).waitFor({ state: 'detached' });
    }
    await page.getByText('还没有上传简历').waitFor();
  });

  it('edits the profile from the sidebar, saves settings, and sends feedback from the header menu', async () => {
    const context = track(await loggedInContext(browser));
    const page = await context.newPage();
    await page.goto('/store/personal/basic');
    await page.getByRole('heading', { name: '基本信息', level: 1 }).waitFor();

    // The sidebar's 编辑资料: the profile editor, saved for real.
    await page
      .getByRole('navigation', { name: '快捷操作' })
      .getByRole('button', { name: '编辑资料' })
      .click();
    const editor = page.getByRole('dialog').filter({ hasText: '编辑资料' });
    await editor.getByText('手机号').waitFor();
    // The WeChat id is optional here as on the page: no 请输入微信号 for an empty one.
    await editor.getByLabel('微信号').fill('');
    await editor.getByRole('button', { name: '确认' }).click();
    await toast(page, '个人资料更新成功');
    expect(await page.getByText('请输入微信号').count()).toBe(0);
    await page
      .getByRole('navigation', { name: '快捷操作' })
      .getByRole('button', { name: '编辑资料' })
      .click();
    await editor.getByLabel('微信号').fill('demo_wechat');
    // 修改手机号 shows the current number masked, like everywhere else.
    await editor.getByRole('button', { name: '修改' }).first().click();
    const phone = page.getByRole('dialog').filter({ hasText: '修改手机号' });
    expect(await phone.getByLabel('原手机号').inputValue()).toBe('138****8000');
    expect(await phone.textContent()).not.toContain(DEMO.mobile);
    await settle(page);
    await screenshot(page, 'accounts-change-phone');
    await phone.getByRole('button', { name: '取消' }).click();
    await phone.waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'accounts-profile-editor');
    await editor.getByRole('button', { name: '确认' }).click();
    await toast(page, '个人资料更新成功');
    await expect.poll(() => page.getByPlaceholder('方便企业联系你').inputValue()).toBe('demo_wechat');

    // 通用设置 saves on change.
    await page.goto('/store/personal/general');
    const chat = page.getByRole('switch', { name: '聊天消息' });
    const before = await chat.getAttribute('aria-checked');
    await chat.click();
    await toast(page, '已保存');
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: '聊天消息' }).getAttribute('aria-checked'))
      .not.toBe(before);

    // The header menu's 用户反馈.
    await page.getByRole('button', { name: '用户菜单' }).hover();
    await page.getByRole('menuitem', { name: '用户反馈' }).click();
    const feedback = page.getByRole('dialog').filter({ hasText: '您对我们的服务有什么建议吗？' });
    // The dialog loads on first use: it is let open fully before submitting (in one run on a loaded machine,
    // the warning never showed; the cause is not known).
    await feedback.waitFor();
    await settle(page);
    await feedback.getByRole('button', { name: '提交' }).click();
    await toast(page, '请输入反馈内容');
    await feedback.getByText('非常满意', { exact: true }).click();
    await feedback.getByRole('textbox').fill('模拟面试很有帮助');
    await settle(page);
    await screenshot(page, 'accounts-feedback-header');
    await feedback.getByRole('button', { name: '提交' }).click();
    await toast(page, '感谢您的反馈！');

    // The sidebar's 用户反馈 needs an emoji.
    await page
      .getByRole('navigation', { name: '快捷操作' })
      .getByRole('button', { name: '用户反馈' })
      .click();
    const sidebarFeedback = page.getByRole('dialog').filter({ hasText: '您和面试官的面试过程愉快吗？' });
    await sidebarFeedback.getByRole('button', { name: '提交' }).click();
    await sidebarFeedback.getByText('请选择一个表情来反馈您的体验').waitFor();
    await settle(page);
    await screenshot(page, 'accounts-feedback-sidebar');
    await sidebarFeedback.getByRole('button', { name: '以后再说' }).click();
  });

  it('registers a new user, changes the password, logs out, logs in with the new one, exports and deletes', async () => {
    const mobile = freshMobile();
    const context = track(await newContext(browser));
    const page = await context.newPage();
    await page.goto('/store/entry/loginEmail?mode=register');
    await page.getByLabel('手机号', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await toast(page, `验证码已发送至 ${mobile}`);
    await page.getByLabel('验证码', { exact: true }).fill(await devCode(page, mobile));
    await page.getByLabel('密码', { exact: true }).fill('First2026pw');
    await page.getByLabel('确认密码', { exact: true }).fill('First2026pw');
    await submit(page, '注册').click();
    await page.getByText('请先阅读并勾选同意《用户协议》和《隐私政策》').waitFor();
    await agree(page);
    await screenshot(page, 'accounts-register');
    await submit(page, '注册').click();
    await toast(page, '注册成功，欢迎加入');
    await page.waitForURL('**/store/dashboard/profile');

    await page.goto('/store/personal/security');
    await page.getByRole('heading', { name: '账号安全', level: 1 }).waitFor();
    await page.getByPlaceholder('请输入当前密码').fill('First2026pw');
    await page.getByPlaceholder('8-32位，包含字母和数字').fill('Second2026pw');
    await page.getByPlaceholder('请再次输入新密码').fill('Second2026pw');
    await page.getByRole('button', { name: '修改密码' }).click();
    await toast(page, '密码修改成功');

    // 退出登录 from the header's user menu.
    await page.getByRole('button', { name: '用户菜单' }).hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await toast(page, '已成功退出登录');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Hi, 请登录').first().waitFor();
    expect((await context.cookies()).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    // The old password no longer works; the new one does.
    await page.goto('/store/entry/loginPwd');
    await passwordLogin(page, mobile, 'First2026pw');
    await page.locator('.ant-message-notice-error').first().waitFor();
    await page.getByLabel('密码', { exact: true }).fill('Second2026pw');
    await submit(page).click();
    await toast(page, '登录成功，欢迎回来');
    await page.waitForURL('**/store/dashboard/profile');

    // 隐私设置: export my data as a JSON file, then delete the account with the password.
    await page.goto('/store/personal/privacy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出我的数据' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{8}\.json$/);
    const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(exported)).toContain(mobile);

    await page.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认注销账号' });
    await dialog.getByLabel('登录密码').fill('Second2026pw');
    await settle(page);
    await screenshot(page, 'accounts-delete-account');
    await dialog.getByRole('button', { name: '永久注销' }).click();
    await toast(page, '账号已注销');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();

    await page.goto('/store/entry/loginPwd');
    await passwordLogin(page, mobile, 'Second2026pw');
    await page.locator('.ant-message-notice-error').first().waitFor();
  });

  it('ends a session logged out from another device with 登录超时, then the login entry with the redirect', async () => {
    // Browser A: logged in, reading its settings.
    const a = track(await newContext(browser));
    const pageA = await a.newPage();
    await pageA.goto('/store/entry/loginPwd');
    await passwordLogin(pageA, DEMO.account, DEMO.password);
    await pageA.waitForURL('**/store/dashboard/profile');
    await pageA.goto('/store/personal/general');
    await pageA.getByRole('heading', { name: '通用设置', level: 1 }).waitFor();

    // Browser B: the same user logs every other device out.
    const b = track(await loggedInContext(browser));
    const pageB = await b.newPage();
    await pageB.goto('/store/personal/security');
    await pageB.getByText('当前设备').waitFor();
    await screenshot(pageB, 'accounts-devices');
    const others = pageB.locator('li[class*="device"]:not([data-current])');
    while ((await others.count()) > 0) {
      const before = await others.count();
      await others.first().getByRole('button', { name: '下线' }).click();
      await pageB.locator('.ant-popconfirm').last().getByRole('button', { name: '确认' }).click();
      await expect.poll(() => others.count()).toBeLessThan(before);
    }

    // A's next call meets a revoked token.
    await pageA.reload();
    await pageA.locator('.ant-modal-confirm-title', { hasText: '登录超时' }).waitFor();
    await settle(pageA);
    await screenshot(pageA, 'accounts-login-timeout');
    await pageA.getByRole('button', { name: '确认' }).click();
    await pageA.waitForURL((url) => url.pathname.startsWith('/store/entry'));
    const redirect = new URL(pageA.url()).searchParams.get('redirect');
    expect(redirect).toMatch(/^\/store\/personal\/(general|basic)$/);
    await pageA.getByRole('heading', { name: '欢迎登录AI面试官' }).waitFor();
  });

  it('treats a bogus token cookie as an expired login', async () => {
    const context = track(await newContext(browser));
    await context.addCookies([{ name: TOKEN_COOKIE, value: 'not-a-real-token', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/store/personal/security');
    await page.locator('.ant-modal-confirm-title', { hasText: '登录超时' }).waitFor();
    await page.getByRole('button', { name: '确认' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/store/entry'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/store/personal/security');
    expect((await context.cookies()).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
  });
});
