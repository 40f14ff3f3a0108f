import { describe, expect, it } from 'vitest';
import {
  CONSENT,
  expectNoSidewaysScroll,
  freshMobile,
  loggedInContext,
  settle,
  submit,
  toast,
} from '../support/accounts.ts';
import { browserForFile, screenshot } from '../support/browser.ts';
import { E2E_SITE } from '../support/server.ts';

const SIZES = [
  { mobile: false, suffix: '' },
  { mobile: true, suffix: '-375' },
] as const;

describe('account pages', () => {
  const files = browserForFile();
  const open = files.page;

  it('asks for consent on SMS login and registration, unticked, and refuses until it is ticked', async () => {
    for (const { mobile, suffix } of SIZES) {
      const page = await open(mobile);
      for (const [path, button] of [
        ['/store/entry/loginEmail', '登录'],
        ['/store/entry/loginEmail?mode=register', '注册'],
      ] as const) {
        await page.goto(path);
        const consent = page.getByRole('checkbox', { name: CONSENT });
        await consent.waitFor();
        expect(await consent.isChecked()).toBe(false);
        await page.getByLabel('手机号', { exact: true }).fill(freshMobile());
        await submit(page, button).click();
        await page.getByText('请先阅读并勾选同意《用户协议》和《隐私政策》').waitFor();
        await consent.check();
        await page.getByText('请先阅读并勾选同意《用户协议》和《隐私政策》').waitFor({ state: 'detached' });
        if (mobile) await expectNoSidewaysScroll(page);
      }
      await screenshot(page, `account-pages-register-consent${suffix}`);
    }
  });

  it('opens 《用户协议》 and 《隐私政策》 from the login page as public pages, and the footer names the site facts', async () => {
    for (const { mobile, suffix } of SIZES) {
      const page = await open(mobile);
      await page.goto('/store/entry/loginEmail');
      for (const [name, path, heading] of [
        ['《用户协议》', '/agreement', '用户协议'],
        ['《隐私政策》', '/privacy-policy', '隐私政策'],
      ] as const) {
        const [doc] = await Promise.all([
          page.context().waitForEvent('page'),
          page.locator('form').getByRole('link', { name }).click(),
        ]);
        await doc.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(new URL(doc.url()).pathname).toBe(path);
        expect(await doc.title()).toBe(`${heading} - AI面试官 · 求职`);
        const footer = doc.locator('footer');
        await footer.getByText(`运营方：${E2E_SITE.operator}`).waitFor();
        // Once the settings have arrived, the document itself names the operator and the contact too.
        expect(await doc.locator('article').textContent()).toContain(
          `请联系${E2E_SITE.operator}：${E2E_SITE.contact}`,
        );
        expect(await footer.getByText(`联系我们：${E2E_SITE.contact}`).count()).toBe(1);
        expect(await footer.getByRole('link', { name: E2E_SITE.icp }).getAttribute('href')).toBe(
          'https://beian.miit.gov.cn/',
        );
        if (mobile) await expectNoSidewaysScroll(doc);
        await screenshot(doc, `account-pages${path.replace('/', '-')}${suffix}`);
        await doc.close();
      }
      // The login page has the footer too, with both documents.
      const footer = page.locator('footer');
      expect(await footer.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/agreement');
      expect(await footer.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe(
        '/privacy-policy',
      );
    }
    // The privacy policy says how to export and delete, linking the privacy page of the personal centre.
    const page = await open(false);
    await page.goto('/privacy-policy');
    const text = (await page.locator('article').textContent()) ?? '';
    for (const fact of ['手机号', '简历', '录音录像', '面试结果', '保存多久', '导出我的数据', '注销账号']) {
      expect(text).toContain(fact);
    }
    await page.getByRole('link', { name: '个人中心 → 隐私设置' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/store/entry'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/store/personal/privacy');
  });

  it('sends a visitor from 免费试用 to registration (header, home page, phone drawer), titled 注册账号', async () => {
    const desktop = await open(false);
    for (const which of ['header', 'home'] as const) {
      await desktop.goto('/');
      const buttons = desktop.getByRole('button', { name: '免费试用' });
      await (which === 'header' ? buttons.first() : buttons.last()).click();
      await desktop.waitForURL('**/store/entry/loginEmail?mode=register');
      await desktop.getByRole('heading', { name: '注册账号' }).waitFor();
      expect(await desktop.title()).toBe('注册账号 - AI面试官 · 求职');
    }
    const phone = await open(true);
    await phone.goto('/');
    await phone.getByRole('button', { name: '打开导航菜单' }).click();
    await phone.locator('.ant-drawer').getByRole('button', { name: '免费试用' }).click();
    await phone.waitForURL('**/store/entry/loginEmail?mode=register');
    await phone.getByRole('heading', { name: '注册账号' }).waitFor();
  });

  it('shows the registration fields whole: 选填 fits, an empty confirmation asks 请再次输入密码', async () => {
    for (const { mobile, suffix } of SIZES) {
      const page = await open(mobile);
      await page.goto('/store/entry/loginEmail?mode=register');
      const account = page.getByLabel('账号（选填）');
      await account.waitFor();
      // The placeholder's text fits in the box (measured with the input's own font).
      const fits = await account.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontSize} ${style.fontFamily}`;
        return ctx.measureText(input.placeholder).width <= input.clientWidth;
      });
      expect(fits).toBe(true);
      expect(await account.getAttribute('placeholder')).toContain('选填');

      await page.getByLabel('密码', { exact: true }).fill('First2026pw');
      await submit(page, '注册').click();
      await page.getByText('请再次输入密码', { exact: true }).first().waitFor();
      expect(await page.locator('.ant-form-item-explain-error', { hasText: '请设置新密码' }).count()).toBe(0);
      // The code auto-fill is offered here (loopback), labelled as the local convenience it is.
      expect(await page.getByRole('button', { name: /本机调试：自动填入验证码/ }).count()).toBe(1);
      await settle(page);
      await screenshot(page, `account-pages-register-errors${suffix}`);
    }
  });

  it('says plainly that a number has no account on 忘记密码, and registers it from there', async () => {
    for (const { mobile, suffix } of SIZES) {
      const page = await open(mobile);
      const number = freshMobile();
      await page.goto('/store/entry/forgottenPwd');
      await page.getByLabel('手机号', { exact: true }).fill(number);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await toast(page, '该手机号未注册');
      const notice = page.locator('.ant-alert').filter({ hasText: '该手机号还没有注册账号' });
      await notice.waitFor();
      await settle(page);
      await screenshot(page, `account-pages-forgot-unregistered${suffix}`);
      await notice.getByRole('button', { name: '立即注册' }).click();
      await page.waitForURL('**/store/entry/loginEmail?mode=register');
      expect(await page.getByLabel('手机号', { exact: true }).inputValue()).toBe(number);
    }
  });

  it('gives a logged-in phone user the personal-centre items in the drawer', async () => {
    const context = await loggedInContext(files.browser, { mobile: true });
    files.track(context);
    const page = await context.newPage();
    await page.goto('/store/personal/basic');
    await page.getByRole('heading', { name: '基本信息', level: 1 }).waitFor();
    // No floating ⋮ on a phone: its items live in the drawer.
    expect(await page.getByRole('navigation', { name: '快捷操作' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const group = page.locator('.ant-drawer').getByRole('navigation', { name: '个人中心' });
    await group.waitFor();
    for (const name of ['个人中心', '消息提醒', '面试记录', '简历管理']) {
      expect(await group.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await group.getByRole('button', { name: '用户反馈' }).count()).toBe(1);
    await settle(page);
    await screenshot(page, 'account-pages-drawer-375');
    await group.getByRole('link', { name: '简历管理' }).click();
    await page.waitForURL('**/store/personal/resume');
  });
});
