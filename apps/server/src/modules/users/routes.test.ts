import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachBackend, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, upload } from '../../test/fixtures/helpers.ts';
import { users } from './tables.ts';

type Headers = Record<string, string>;

describeEachBackend('GET /api/user/info and /api/user/center', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;

  it('requires auth', async () => {
    expect((await app().inject({ url: '/api/user/info' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/user/center' })).statusCode).toBe(401);
    const revoked = await app().inject({ url: '/api/user/info', headers: { token: 'not-a-token' } });
    expect(revoked.statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const res = await app().inject({ url: `/api/user/info?token=${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('token');
  });

  it('answers who is logged in, with the display name in the order of SPEC §3', async () => {
    const { user, headers } = await buildSession(db(), { nickname: '', realName: '李四' });
    const res = await app().inject({ url: '/api/user/info', headers });
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: {
        id: user.id,
        user_type: 1,
        company_id: null,
        avatar: '',
        real_name: '李四',
        nickname: '',
        account: user.account,
        name: '李四',
        mobile: user.mobile,
      },
    });
  });

  it('takes ?token= on this route only; the header wins', async () => {
    const a = await buildSession(db());
    const b = await buildSession(db());
    const byQuery = await app().inject({ url: `/api/user/info?token=${a.token}` });
    expect(byQuery.json().data.id).toBe(a.user.id);
    const both = await app().inject({ url: `/api/user/info?token=${a.token}`, headers: b.headers });
    expect(both.json().data.id).toBe(b.user.id);
    expect((await app().inject({ url: '/api/user/info?token=bogus' })).statusCode).toBe(401);
    expect((await app().inject({ url: `/api/user/center?token=${a.token}` })).statusCode).toBe(401);
  });

  it('answers the personal-center profile', async () => {
    const { user, headers } = await buildSession(db(), { email: 'a@example.com', wechat: 'wx_a' });
    const res = await app().inject({ url: '/api/user/center', headers });
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: '测试用户',
      email: 'a@example.com',
      phone: user.mobile,
      mobile: user.mobile,
      wechat: 'wx_a',
      address: '',
      has_password: true,
      wechat_bound: false,
      default_resume_id: null,
      created_at: user.createdAt.toISOString(),
    });
  });
});

describeEachBackend('POST /api/user/updateUser and /api/user/setInfo', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const update = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/updateUser', headers, payload });
  const setInfo = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/setInfo', headers, payload });
  const avatarUrl = async (headers: Headers) =>
    (await upload(app(), headers, { filename: 'me.png', content: fixture('avatar.png') }, 'avatar')).json()
      .data.url as string;

  it('requires auth', async () => {
    expect((await update({}, { nickname: 'x' })).statusCode).toBe(401);
    expect((await setInfo({}, { field: 'nickname', value: 'x' })).statusCode).toBe(401);
  });

  it('400 on bad input, naming the field', async () => {
    const { headers } = await buildSession(db());
    const email = await update(headers, { email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().msg).toBe('参数 email 不正确：请输入正确的邮箱地址');
    const nick = await update(headers, { nickname: '长'.repeat(21) });
    expect(nick.statusCode).toBe(400);
    expect(nick.json().msg).toContain('昵称不能超过20个字符');
    expect((await setInfo(headers, { field: 'password', value: 'x' })).statusCode).toBe(400);
    const badValue = await setInfo(headers, { field: 'email', value: 'nope' });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().msg).toBe('参数 email 不正确：请输入正确的邮箱地址');
    expect((await setInfo(headers, { field: 'address', value: '址'.repeat(101) })).statusCode).toBe(400);
  });

  it('changes only the fields given and answers the new profile', async () => {
    const { user, headers } = await buildSession(db(), { wechat: 'old_wx', address: '北京' });
    const res = await update(headers, { nickname: ' 小张 ', email: 'zhang@example.com' });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { nickname: '小张', name: '小张', email: 'zhang@example.com', wechat: 'old_wx', address: '北京' },
    });
    const one = await setInfo(headers, { field: 'real_name', value: '张三' });
    expect(one.json().data).toMatchObject({ real_name: '张三', nickname: '小张' });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      nickname: '小张',
      realName: '张三',
      wechat: 'old_wx',
      email: 'zhang@example.com',
    });
  });

  it('takes an avatar this user uploaded (stored as its stable URL) or empty, nothing else', async () => {
    const { headers } = await buildSession(db());
    const other = await buildSession(db());
    const url = await avatarUrl(headers);
    const saved = await update(headers, { avatar: url });
    const stable = saved.json().data.avatar as string;
    expect(stable).toMatch(/^\/api\/upload\/avatar\//);
    // Sending back what the profile shows changes nothing.
    expect((await update(headers, { avatar: stable })).json().data.avatar).toBe(stable);
    for (const bad of ['https://evil.example.com/a.png', await avatarUrl(other.headers), '/api/files/x']) {
      const res = await update(headers, { avatar: bad });
      expect(res.json()).toMatchObject({ code: 0, msg: '头像地址无效，请重新上传头像' });
    }
    const viaSetInfo = await setInfo(headers, { field: 'avatar', value: 'javascript:alert(1)' });
    expect(viaSetInfo.json().code).toBe(0);
    expect((await update(headers, { avatar: '' })).json().data.avatar).toBe('');
  });

  it("another user's token changes only that user", async () => {
    const a = await buildSession(db(), { nickname: '甲' });
    const b = await buildSession(db(), { nickname: '乙' });
    await update(b.headers, { nickname: '乙改' });
    await setInfo(b.headers, { field: 'wechat', value: 'wx_b' });
    const [rowA] = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(rowA).toMatchObject({ nickname: '甲', wechat: '' });
    expect((await app().inject({ url: '/api/user/center', headers: b.headers })).json().data.id).toBe(
      b.user.id,
    );
  });
});

describeEachBackend('WeChat mini-program / official account endpoints', (ctx) => {
  const app = () => ctx().app;
  const paths = ['/api/user/bindMnp', '/api/user/bindOa', '/api/user/getMobileByMnp'];

  it('requires auth', async () => {
    for (const url of paths) {
      expect((await app().inject({ method: 'POST', url, payload: { code: 'x' } })).statusCode).toBe(401);
    }
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(app().db);
    for (const url of paths) {
      const res = await app().inject({ method: 'POST', url, headers, payload: { code: 42 } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers that they are not enabled', async () => {
    const { headers } = await buildSession(app().db);
    for (const url of paths) {
      const res = await app().inject({ method: 'POST', url, headers, payload: { code: 'abc' } });
      expect(res.json()).toEqual({ code: 0, msg: '微信小程序/公众号绑定未开通', data: null });
      const noBody = await app().inject({ method: 'POST', url, headers });
      expect(noBody.json().code).toBe(0);
    }
  });
});

describe('WeChat mini-program endpoints with WeChat configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { WECHAT_APPID: 'wx123', WECHAT_SECRET: 'secret' } });
  });
  afterAll(() => t.close());

  it('still answers code 0, pointing at the QR binding', async () => {
    const { headers } = await buildSession(t.app.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/bindMnp', headers, payload: {} });
    expect(res.json()).toMatchObject({ code: 0, msg: '暂不支持微信小程序/公众号绑定，请使用微信扫码绑定' });
  });
});

describeEachBackend('GET and POST /api/user/settings', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const save = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/settings', headers, payload });

  it('requires auth', async () => {
    expect((await app().inject({ url: '/api/user/settings' })).statusCode).toBe(401);
    expect((await save({}, { default_duration: 10 })).statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    for (const payload of [
      { default_duration: 3 },
      { interview_language: 'fr-FR' },
      { notifications: { chat: 'yes' } },
      { talent_pool_visible: 1 },
    ]) {
      const res = await save(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^参数 \S+ 不正确/);
    }
  });

  it('answers the defaults (talent pool off: sharing is opt-in), then merges partial changes', async () => {
    const { user, headers } = await buildSession(db());
    const initial = await app().inject({ url: '/api/user/settings', headers });
    expect(initial.json().data).toEqual({
      interview_language: 'zh-CN',
      default_duration: 15,
      notifications: { chat: true, interview_report: true, job_recommend: true, system: true },
      talent_pool_visible: false,
    });
    await save(headers, { default_duration: 30, notifications: { chat: false }, talent_pool_visible: true });
    const res = await save(headers, {
      interview_language: 'en-US',
      notifications: { system: false },
      talent_pool_visible: false,
    });
    const expected = {
      interview_language: 'en-US',
      default_duration: 30,
      notifications: { chat: false, interview_report: true, job_recommend: true, system: false },
      talent_pool_visible: false,
    };
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: expected });
    expect((await app().inject({ url: '/api/user/settings', headers })).json().data).toEqual(expected);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.talentPoolVisible).toBe(false);
  });

  it("another user's token changes only that user's settings", async () => {
    const a = await buildSession(db());
    const b = await buildSession(db());
    await save(b.headers, { talent_pool_visible: true, notifications: { chat: false } });
    const mine = (await app().inject({ url: '/api/user/settings', headers: a.headers })).json().data;
    expect(mine).toMatchObject({ talent_pool_visible: false, notifications: { chat: true } });
  });
});
