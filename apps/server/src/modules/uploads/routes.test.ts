import { UPLOAD_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema.ts';
import { createTestApp, describeEachBackend, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, multipart, upload } from '../../test/fixtures/helpers.ts';
import { cleanFileName } from './service.ts';
import { files } from './tables.ts';

const MB = 1024 * 1024;

describeEachBackend('POST /api/upload/image', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const resumeText = async (headers: Record<string, string>, id: number) =>
    (await app().inject({ url: `/api/resume/detail?id=${id}`, headers })).json().data;

  it('requires auth', async () => {
    const res = await upload(app(), {}, { filename: 'a.png', content: fixture('avatar.png') }, 'avatar');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('400 on bad input: not multipart, no dir, unknown dir, no file', async () => {
    const { headers } = await buildSession(db());
    const json = await app().inject({
      method: 'POST',
      url: '/api/upload/image',
      headers,
      payload: { dir: 'avatar' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('请以 multipart/form-data 上传文件');

    const noDir = await upload(
      app(),
      headers,
      { filename: 'a.png', content: fixture('avatar.png') },
      undefined,
    );
    expect(noDir.statusCode).toBe(400);
    expect(noDir.json().msg).toBe(UPLOAD_MESSAGES.badDir);

    const badDir = await upload(app(), headers, { filename: 'a.png', content: fixture('avatar.png') }, 'etc');
    expect(badDir.statusCode).toBe(400);
    expect(badDir.json().msg).toBe(UPLOAD_MESSAGES.badDir);

    const body = multipart([{ name: 'dir', value: 'avatar' }]);
    const noFile = await app().inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe(UPLOAD_MESSAGES.noFile);

    const empty = await upload(app(), headers, { filename: 'a.txt', content: Buffer.alloc(0) }, 'resume');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(UPLOAD_MESSAGES.emptyFile);
  });

  it('stores a Chinese PDF resume under a server-made key, parses it, and serves it by its url', async () => {
    const { user, headers } = await buildSession(db());
    const content = fixture('resume.pdf');
    const res = await upload(app(), headers, { filename: '张三的简历.pdf', content }, 'resume');
    expect(res.statusCode).toBe(200);
    const { code, msg, data } = res.json();
    expect(code).toBe(1);
    expect(msg).toBe('上传成功');
    expect(data).toMatchObject({ name: '张三的简历.pdf', id: expect.any(Number), url: expect.any(String) });

    const [row] = await db().select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({
      ownerId: user.id,
      dir: 'resume',
      mime: 'application/pdf',
      size: content.length,
    });
    expect(row!.storageKey).toMatch(new RegExp(`^resume/${user.id}/[0-9a-f]{32}\\.pdf$`));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.textContent).toContain('前端开发工程师');

    const served = await app().inject({ url: data.url, headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);

    const detail = await resumeText(headers, data.id);
    expect(detail).toMatchObject({ parsed: true, is_default: true });
    expect(detail.text).toContain('北京大学');
  });

  it.each([
    ['resume.docx', 'resume.docx'],
    ['resume.doc', 'resume.doc'],
    ['resume.txt', 'resume-utf8.txt'],
    ['简历-gbk.txt', 'resume-gbk.txt'],
  ])('parses %s into Chinese text', async (filename, name) => {
    const { headers } = await buildSession(db());
    const res = await upload(app(), headers, { filename, content: fixture(name) }, 'resume');
    expect(res.json().code).toBe(1);
    const detail = await resumeText(headers, res.json().data.id);
    expect(detail.parsed).toBe(true);
    for (const word of ['张三', '星河云智科技有限公司', '性能优化']) expect(detail.text).toContain(word);
  });

  it('stores the file name without bidirectional overrides or control characters', async () => {
    const { headers } = await buildSession(db());
    // Shown raw, U+202E makes '简历\u202Efdp.exe' read as '简历exe.pdf'.
    const filename = '\u202a简历\u2066\u200f\u202e\u2069fdp.txt';
    const res = await upload(app(), headers, { filename, content: fixture('resume-utf8.txt') }, 'resume');
    expect(res.json().data.name).toBe('简历fdp.txt');
    const [row] = await db().select().from(files).where(eq(files.id, res.json().data.id));
    expect(row!.name).toBe('简历fdp.txt');
  });

  it('reads `dir` when it comes after the file part', async () => {
    const { headers } = await buildSession(db());
    const res = await upload(
      app(),
      headers,
      { filename: 'jd.txt', content: fixture('resume-utf8.txt') },
      'jd',
      {
        dirAfterFile: true,
      },
    );
    expect(res.json().code).toBe(1);
    const [row] = await db().select().from(files).where(eq(files.id, res.json().data.id));
    expect(row).toMatchObject({ dir: 'jd' });
    expect(row!.textContent).toContain('张三');
  });

  it('stores a truncated PDF without text instead of failing', async () => {
    const { headers } = await buildSession(db());
    const res = await upload(
      app(),
      headers,
      { filename: 'broken.pdf', content: fixture('truncated.pdf') },
      'resume',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: UPLOAD_MESSAGES.textUnread });
    expect(UPLOAD_MESSAGES.textUnread).toBe('上传成功，但未能读取文件中的文字（可能是扫描件或文件已损坏）');
    const detail = await resumeText(headers, res.json().data.id);
    expect(detail).toMatchObject({ parsed: false, text: '' });
  });

  it('refuses a wrong extension or content that lies about its type', async () => {
    const { user, headers } = await buildSession(db());
    const cases: Array<[string, Buffer, string]> = [
      ['lying.pdf', fixture('lying.pdf'), 'resume'],
      ['photo.png', fixture('avatar.png'), 'resume'],
      ['image.txt', fixture('avatar.png'), 'jd'],
      ['resume.exe', Buffer.from('MZ\x90\x00'), 'resume'],
      ['resume.pdf', fixture('resume.pdf'), 'avatar'],
      ['fake.png', fixture('resume-utf8.txt'), 'avatar'],
    ];
    for (const [filename, content, dir] of cases) {
      const res = await upload(app(), headers, { filename, content }, dir);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().msg).toBe(UPLOAD_MESSAGES.wrongType(dir as 'resume'));
    }
    expect(UPLOAD_MESSAGES.wrongType('resume')).toBe('不支持的文件类型，请上传 PDF、DOCX、DOC 或 TXT 文件');
    expect(await db().select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });

  it('answers 413 over the limit of the dir, even when dir follows the file', async () => {
    const { user, headers } = await buildSession(db());
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * MB)]);
    const big = await upload(app(), headers, { filename: 'big.pdf', content: pdf }, 'resume', {
      dirAfterFile: true,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 0, msg: '文件过大，最大 10 MB' });

    const png = Buffer.concat([fixture('avatar.png'), Buffer.alloc(5 * MB)]);
    const avatar = await upload(app(), headers, { filename: 'big.png', content: png }, 'avatar');
    expect(avatar.statusCode).toBe(413);
    expect(avatar.json().msg).toBe('文件过大，最大 5 MB');
    expect(await db().select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });

  it('makes the first resume the default, not the later ones', async () => {
    const { user, headers } = await buildSession(db());
    const first = await upload(
      app(),
      headers,
      { filename: 'a.pdf', content: fixture('resume.pdf') },
      'resume',
    );
    await upload(app(), headers, { filename: 'b.docx', content: fixture('resume.docx') }, 'resume');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.defaultResumeFileId).toBe(first.json().data.id);
  });

  it('answers the same on the SPEC aliases imageObs (dir defaulting to screenshot) and ws/uploadToObs', async () => {
    const { headers } = await buildSession(db());
    for (const url of ['/api/upload/imageObs', '/api/upload/ws/uploadToObs']) {
      const res = await upload(
        app(),
        headers,
        { filename: 'a.png', content: fixture('avatar.png') },
        'avatar',
        {
          url,
          extra: { other: 'ignored' },
        },
      );
      expect(res.json()).toMatchObject({ code: 1, data: { name: 'a.png' } });
    }
    const noDir = await upload(
      app(),
      headers,
      { filename: 'b.png', content: fixture('avatar.png') },
      undefined,
      {
        url: '/api/upload/imageObs',
      },
    );
    expect(noDir.json()).toMatchObject({ code: 1, data: { name: 'b.png' } });
    const [row] = await db().select().from(files).where(eq(files.id, noDir.json().data.id));
    expect(row!.dir).toBe('screenshot');
  });
});

describeEachBackend('avatar URLs and GET /api/upload/generate_qrcode', (ctx) => {
  const app = () => ctx().app;

  it('redirects a stable avatar URL to a fresh signed one; 404 for an unknown one', async () => {
    const { headers } = await buildSession(app().db);
    const up = await upload(app(), headers, { filename: 'me.png', content: fixture('avatar.png') }, 'avatar');
    const saved = await app().inject({
      method: 'POST',
      url: '/api/user/updateUser',
      headers,
      payload: { avatar: up.json().data.url },
    });
    const stable: string = saved.json().data.avatar;
    expect(stable).toMatch(/^\/api\/upload\/avatar\/\d+\/[0-9a-f]{32}\.png$/);
    const res = await app().inject({ url: stable });
    expect(res.statusCode).toBe(302);
    const image = await app().inject({ url: res.headers.location as string });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const unknown = await app().inject({ url: '/api/upload/avatar/1/0123456789abcdef0123456789abcdef.png' });
    expect(unknown.statusCode).toBe(404);
  });

  it('requires auth, and a known dir', async () => {
    expect((await app().inject({ url: '/api/upload/generate_qrcode' })).statusCode).toBe(401);
    const { headers } = await buildSession(app().db);
    const bad = await app().inject({ url: '/api/upload/generate_qrcode?dir=../etc', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the phone page url with a one-time code, its QR code as a PNG data URL, and the session id', async () => {
    const { headers } = await buildSession(app().db);
    const res = await app().inject({ url: '/api/upload/generate_qrcode?dir=jd', headers });
    expect(res.json().code).toBe(1);
    const data = res.json().data;
    expect(data.url).toMatch(/^http:\/\/localhost(:\d+)?\/m\/upload\?code=[\w-]{32}$/);
    expect(data.ws_id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.expires_at - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(data.expires_at - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(data.data_url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.data_url.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8).equals(fixture('avatar.png').subarray(0, 8))).toBe(true);
  });
});

describe('per-user quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_MB: '1' } });
  });
  afterAll(() => t.close());

  it('refuses the upload past the files or the bytes a user may keep, and counts deleted files out', async () => {
    const { headers } = await buildSession(t.app.db);
    const txt = fixture('resume-utf8.txt');
    const send = (content: Buffer, filename = 'a.txt') => upload(t.app, headers, { filename, content }, 'jd');
    const full = UPLOAD_MESSAGES.quotaFull(3, 1);
    expect(full).toBe('存储空间已满：每位用户最多保存 3 个文件、共 1 MB，请先删除不用的文件');

    // Bytes: 600 KB fits, another 600 KB would pass 1 MB.
    const big = Buffer.concat([txt, Buffer.alloc(600 * 1024, 'a')]);
    expect((await send(big)).json().code).toBe(1);
    const over = await send(big);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 0, msg: full });

    // Files: two more small ones make three; the fourth is refused.
    expect((await send(txt)).json().code).toBe(1);
    const third = await upload(t.app, headers, { filename: 'cv.txt', content: txt }, 'resume');
    expect(third.json().code).toBe(1);
    const fourth = await send(txt);
    expect(fourth.statusCode).toBe(413);
    expect(fourth.json().msg).toBe(full);

    // A deleted resume no longer counts; another user has a quota of their own.
    const id = third.json().data.id;
    await t.app.inject({ method: 'DELETE', url: `/api/resume/delete?id=${id}`, headers });
    expect((await send(txt)).json().code).toBe(1);
    const other = await buildSession(t.app.db);
    const theirs = await upload(t.app, other.headers, { filename: 'b.txt', content: txt }, 'jd');
    expect(theirs.json().code).toBe(1);
  });
});

describe('cleanFileName', () => {
  it('drops folders and control characters and keeps the extension when shortening', () => {
    expect(cleanFileName('C:\\Users\\me\\简历.pdf')).toBe('简历.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b.txt')).toBe('ab.txt');
    expect(cleanFileName('a\u0001\u001f\u007f\u0085\u009fb.txt')).toBe('ab.txt');
    expect(cleanFileName('photo\u202egnp.exe')).toBe('photognp.exe');
    const marks = '\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(cleanFileName(`简${marks}历.pdf`)).toBe('简历.pdf');
    const long = cleanFileName(`${'长'.repeat(150)}.docx`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.docx')).toBe(true);
    expect(cleanFileName(undefined)).toBe('');
  });
});
