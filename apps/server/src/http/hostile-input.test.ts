// Every route of the app, sent what a hostile client sends: a NUL character in each text field, an id
// beyond 32 bits, a malformed URL, and broken multipart bodies. Each is a 400 in the envelope, never a 500,
// and nothing of it reaches the error log.
import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { backends, createTestApp, type TestApp } from '../test/backends.ts';
import { buildSession, TEST_PASSWORD } from '../test/factories.ts';

type Fields = Record<string, unknown>;
interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Fields;
}

const MOBILE = '13800138000';
const CODE = '123456';

/**
 * A valid input for every route that takes one, so that the one fault a case adds is the only reason to
 * refuse. A new route with a body, query or path parameters must add its sample here (a test says so).
 */
const SAMPLES: Record<string, Sample> = {
  'GET /api/files/*': { params: { '*': 'avatars/a.png' }, query: { e: '1', s: 'signature' } },
  'GET /api/company/logo/:id.svg': { params: { id: '1' } },
  'POST /api/speech/tts': { body: { text: '请做一个自我介绍', language: 'zh' } },
  'POST /api/speech/asr': { query: { language: 'zh' } },
  'POST /api/sms/sendCode': { body: { mobile: MOBILE, scene: 'login' } },
  'GET /api/dev/sms/latest': { query: { mobile: MOBILE } },
  'POST /api/login/mobileLogin': { body: { mobile: MOBILE, code: CODE, scene: 'user' } },
  'POST /api/login/account': { body: { account: 'someone', password: TEST_PASSWORD, scene: 'user' } },
  'POST /vue-admin-template/user/login': { body: { username: 'someone', password: TEST_PASSWORD } },
  'POST /api/login/register': {
    body: { mobile: MOBILE, code: CODE, password: TEST_PASSWORD, account: 'newbie_1', nickname: '小明' },
  },
  'POST /api/user/forgotPwd': { body: { mobile: MOBILE, code: CODE } },
  'POST /api/user/resetPassword': { body: { reset_token: 'reset-token', password: TEST_PASSWORD } },
  'POST /api/login/qrcode/create': { body: { scene: 'user' } },
  'GET /api/login/qrcode/socket': { query: { id: 'qr-id', secret: 'qr-secret' } },
  'GET /api/login/qrcode/status': { query: { id: 'qr-id', secret: 'qr-secret' } },
  'POST /api/login/qrcode/scan': { body: { id: 'qr-id' } },
  'POST /api/login/qrcode/confirm': { body: { id: 'qr-id', approve: true } },
  'POST /api/login/qrcode/exchange': { body: { id: 'qr-id', secret: 'qr-secret' } },
  'GET /api/login/getScanCode': { query: { url: '/personal', purpose: 'login' } },
  'GET /api/login/wechat/callback': { query: { code: 'wx-code', state: 'wx-state' } },
  'POST /api/login/wechat/exchange': { body: { ticket: 'wx-ticket' } },
  'GET /api/user/info': { query: { token: 'some-token' } },
  // Takes no parameter: its schema refuses any, so an empty query is its one valid sample.
  'GET /api/user/export': { query: {} },
  'POST /api/search/hotJobs': {
    body: {
      keyword: '前端',
      city: '上海',
      category: '技术',
      company_id: 1,
      company_name: '星河',
      education: 4,
      recruitment_type: 0,
      publish_days: 7,
      salary_min: 10,
      salary_max: 30,
      sort_by: 'salary',
      job_keywords: 'React',
      job_objective: '工程师',
      page_no: 1,
      page_size: 10,
    },
  },
  'GET /api/position/getJobInfo': { query: { id: '1' } },
  'GET /api/position/location': { query: { id: '1' } },
  'POST /api/job/favorite/add': { body: { job_id: 1 } },
  'POST /api/job/favorite/cancel': { body: { job_id: 1 } },
  'POST /api/position/report': { body: { job_id: 1, reason: '其他', detail: '补充说明' } },
  'GET /api/job/favorite/list': { query: { page_no: '1', page_size: '20' } },
  'GET /api/userExpect/detail': { query: { id: '1' } },
  'POST /api/recommend/getRecommendVideo': { body: { interviewId: 1 } },
  'GET /api/recommend/moreList': {
    query: { page_no: '1', page_size: '10', interviewId: '1', position: '前端开发' },
  },
  'POST /api/recommend/getRecommendId': { body: { interviewId: 1 } },
  'GET /api/recommend/getRecommendResult': { query: { recommendId: '1', page_no: '1', page_size: '10' } },
  'POST /api/recommend/add': { body: { interviewId: 1 } },
  'DELETE /api/userExpect/delete': { query: { id: '1' } },
  'POST /api/userExpect/add': {
    body: {
      job_type: 0,
      job_objective: '前端',
      desired_city: '北京',
      expected_salary_start: '15',
      expected_salary_end: '25',
    },
  },
  'POST /api/userExpect/edit': {
    body: {
      id: 1,
      job_type: 0,
      job_objective: '前端',
      desired_city: '北京',
      expected_salary_start: '15',
      expected_salary_end: '25',
    },
  },
  'POST /api/user/updateUser': {
    body: {
      nickname: '小明',
      real_name: '王小明',
      avatar: '',
      email: 'a@example.com',
      address: '北京',
      wechat: 'wx1',
    },
  },
  'POST /api/user/setInfo': { body: { field: 'nickname', value: '小明' } },
  'POST /api/user/changePassword': { body: { old_password: TEST_PASSWORD, password: 'Brandnew99' } },
  'POST /api/user/bindMobile': {
    body: { old_mobile: MOBILE, old_code: CODE, mobile: '13900139000', code: CODE },
  },
  'POST /api/user/bindMnp': { body: { code: 'mnp-code' } },
  'POST /api/user/bindOa': { body: { code: 'oa-code' } },
  'POST /api/user/getMobileByMnp': { body: { code: 'mnp-code' } },
  'POST /api/user/settings': { body: { interview_language: 'zh-CN', default_duration: 15 } },
  'POST /api/user/devices/logout': { body: { id: 1 } },
  'POST /api/user/deleteAccount': { body: { password: TEST_PASSWORD } },
  'GET /api/upload/generate_qrcode': { query: { dir: 'resume' } },
  'GET /api/upload/ws/session': { query: { code: 'one-time-code' } },
  'GET /wxUpload/:id': { params: { id: '0123456789abcdef0123456789abcdef' } },
  'GET /api/upload/recording/status': { query: { interviewId: '1' } },
  'GET /api/upload/recording': { query: { interviewId: '1' } },
  'GET /api/upload/avatar/:userId/:name': { params: { userId: '1', name: 'abcdef0123.png' } },
  'GET /api/resume/detail': { query: { id: '1' } },
  'POST /api/resume/rename': { body: { id: 1, name: '我的简历' } },
  'DELETE /api/resume/delete': { query: { id: '1' } },
  'POST /api/resume/setDefault': { body: { id: 1 } },
  'POST /api/interview/add': {
    body: {
      interview_name: '前端一面',
      interview_position: '前端开发工程师',
      interviewer_id: 3,
      jd_url: '/api/files/jd/1/0123456789abcdef.txt',
      resume_url: '/api/files/resume/1/0123456789abcdef.pdf',
      duration: 15,
      language: 'zh',
    },
  },
  'POST /api/interview/generatePrompt': {
    body: {
      jobDescriptionContent: '前端开发工程师，熟悉 React',
      resumeContent: '三年前端经验',
      interviewId: 1,
      interviewer_id: 3,
      duration: 15,
      language: 'zh',
    },
  },
  'POST /api/interview/start': { body: { interviewId: 1 } },
  'POST /api/interview/answer': {
    body: {
      interviewId: 1,
      text: '我负责了看板重构',
      question_end_ms: 1000,
      answer_start_ms: 2000,
      answer_end_ms: 9000,
      client_id: 'turn-1',
    },
  },
  'POST /api/interview/signals': {
    body: {
      interviewId: 1,
      from_ms: 0,
      to_ms: 5000,
      voice: { frames: 100, voiced_frames: 60, level_mean_db: -30, level_sd_db: 5, long_pauses: 0 },
    },
  },
  'POST /api/interview/finishInterview': { body: { interviewId: 1 } },
  'GET /api/interview/getInterviewResult': { query: { interviewId: '1' } },
  'POST /api/interview/screenshot/save': {
    body: { interviewId: 1, url: '/api/files/screenshot/1/0123456789abcdef.png', at_ms: 1000 },
  },
  'POST /api/interview/retryQuestion': { body: { interviewId: 1, seq: 1, text: '重新回答' } },
  'POST /api/recommend/getGenerateJson': {
    body: {
      jd_url: '/api/files/jd/1/0123456789abcdef.txt',
      resume_url: '/api/files/resume/1/0123456789abcdef.pdf',
    },
  },
  'GET /api/interview/list': { query: { page_no: '1', page_size: '12', interviewName: '前端' } },
  'PUT /api/interview/update': { body: { id: 1, interview_name: '前端面试' } },
  'DELETE /api/interview/delete': { query: { id: '1' } },
  'DELETE /api/interview/batchDelete': { body: { ids: [1, 2] } },
  'POST /api/interview/restoreInterview/:id': { params: { id: '1' } },
  'POST /api/feedback/submit': {
    body: { feedbackText: '很好用', source: 'header', emojiIndex: 1, interview_id: 1, page: '/' },
  },
  'POST /api/consult': {
    body: { name: '王同学', mobile: '13900001111', topic: 'resume', preferred_time: '周末', message: '简历' },
  },
  'GET /api/recommend/talentPool': { query: { interviewId: '1' } },
  'POST /api/recommend/talentPool/withdraw': { body: { interviewId: 1 } },
  'GET /api/chat/jobRecruiter': { query: { jobId: '1' } },
  'GET /api/chat/checkSessionExists': { query: { targetUserId: '1', jobId: '1' } },
  'POST /api/chat/getOrCreateSession': { body: { target_user_type: 2, target_user_id: 1, job_id: 1 } },
  'GET /api/chat/messages': { query: { sessionId: '1', after_seq: '0', page_size: '20' } },
  'POST /api/chat/sendMessage': {
    body: { session_id: 1, content: '您好', message_type: 'text', client_id: 'client-1' },
  },
  'POST /api/chat/markAsRead': { query: { sessionId: '1' }, body: { seq: 1 } },
  'POST /api/chat/session/operate': { body: { sessionId: 1, action: 'pin' } },
  'POST /api/chat/session/report': { body: { sessionId: 1, reason: '骚扰信息' } },
  'POST /api/chat/message/respond': { body: { message_id: 1, action: 'accept' } },
  'GET /api/chat/application': { query: { messageId: '1' } },
  'GET /api/chat/checkOnlineStatus': { query: { userId: '1' } },
  'GET /ws/:userType/:userId': { params: { userType: '1', userId: '1' }, query: { token: 'some-token' } },
  'POST /api/common-phrase/create': { body: { content: '您好，方便聊聊吗？' } },
  'POST /api/common-phrase/update/:id': { params: { id: '1' }, body: { content: '您好，方便聊聊吗？' } },
  'POST /api/common-phrase/delete/:id': { params: { id: '1' } },
  // Exists only under NODE_ENV=test (the browser tests' data); its rows are checked as one field.
  'POST /api/test/interviews': {
    body: {
      rows: [
        {
          name: '前端一面',
          position: '前端开发',
          status: 'finished',
          score: 80,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  },
};

const ID_KEY = /^(id|\w+_id|\w+Id)$/;
const BEYOND_INT4 = 2 ** 31;
/** A database id: named like one and numeric (a QR code's `id` is a random string, not a row). */
const isId = (key: string, value: unknown) => ID_KEY.test(key) && /^\d+$/.test(String(value));

interface Route {
  key: string;
  method: string;
  url: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType; consumes?: string[] };
}

function routeList(routes: RouteOptions[]): Route[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((method) => ({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        schema: (route.schema ?? {}) as Route['schema'],
      })),
  );
}

const takesInput = (route: Route) =>
  Boolean(route.schema.body || route.schema.querystring || route.schema.params);

/** The path with its parameters filled in (already URL-encoded). */
function pathOf(route: Route, params: Record<string, string> = {}): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1')
    .replace('*', params['*'] ?? 'x');
}

function queryOf(query: Record<string, string> | undefined): string {
  if (!query) return '';
  return `?${Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;
}

const encodeAll = (values: Record<string, string> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

/** One case per field of the sample: the sample with that one field spoiled. */
function spoiled(sample: Sample): Array<{ label: string; sample: Sample; raw?: 'params' | 'query' }> {
  const cases: Array<{ label: string; sample: Sample; raw?: 'params' | 'query' }> = [];
  for (const part of ['params', 'query'] as const) {
    for (const [key, value] of Object.entries(sample[part] ?? {})) {
      const encoded = { ...encodeAll(sample[part]) };
      cases.push({
        label: `NUL in ${part} ${key}`,
        sample: { ...sample, [part]: { ...encoded, [key]: `${encodeURIComponent(value)}%00` } },
        raw: part,
      });
      if (isId(key, value)) {
        cases.push({
          label: `2^31 in ${part} ${key}`,
          sample: { ...sample, [part]: { ...encoded, [key]: String(BEYOND_INT4) } },
          raw: part,
        });
      }
    }
  }
  for (const [key, value] of Object.entries(sample.body ?? {})) {
    if (typeof value === 'string') {
      cases.push({
        label: `NUL in body ${key}`,
        sample: { ...sample, body: { ...sample.body, [key]: `${value}\u0000` } },
      });
    }
    if (isId(key, value)) {
      cases.push({
        label: `2^31 in body ${key}`,
        sample: { ...sample, body: { ...sample.body, [key]: BEYOND_INT4 } },
      });
    }
  }
  return cases;
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  const added: RouteOptions[] = [];
  const logLines: string[] = [];
  let routes: Route[];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(backends()[0]!, {
      onRoute: (route) => added.push(route),
      logger: pino({ level: 'info' }, sink),
    });
    app = t.app;
    routes = routeList(added);
    ({ headers } = await buildSession(app.db));
  });
  afterAll(() => t.close());

  const send = (route: Route, sample: Sample, raw?: 'params' | 'query') =>
    app.inject({
      method: route.method as 'GET',
      url:
        pathOf(route, raw === 'params' ? sample.params : encodeAll(sample.params)) +
        queryOf(raw === 'query' ? sample.query : encodeAll(sample.query)),
      headers,
      ...(sample.body ? { payload: sample.body } : {}),
    });

  it('has a valid sample for every route that takes input', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => takesInput(route) && !SAMPLES[route.key]).map((r) => r.key);
    expect(missing).toEqual([]);
    for (const route of routes.filter(takesInput)) {
      const sample = SAMPLES[route.key]!;
      for (const [part, value] of [
        ['body', sample.body],
        ['querystring', sample.query],
        ['params', sample.params],
      ] as const) {
        const schema = route.schema[part];
        if (!schema) continue;
        const parsed = schema.safeParse(value);
        expect(parsed.success, `${route.key} ${part}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('answers 400 for a NUL character in any text field and for ids beyond 2^31-1', async () => {
    const answers: string[] = [];
    for (const route of routes.filter(takesInput)) {
      for (const { label, sample, raw } of spoiled(SAMPLES[route.key]!)) {
        const res = await send(route, sample, raw);
        const body = (String(res.headers['content-type']).includes('json') ? res.json() : {}) as {
          code?: number;
          msg?: string;
        };
        if (res.statusCode !== 400 || body.code !== 0 || !body.msg) {
          answers.push(`${route.key} (${label}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers 400 in the envelope for a URL that does not decode, on every route', async () => {
    for (const route of routes) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: `${pathOf(route)}%E0%A4%A`,
        headers,
      });
      expect(res.statusCode, route.key).toBe(400);
      expect(res.json(), route.key).toEqual({ code: 0, msg: '请求地址不正确', data: null });
    }
  });

  it('answers 400 for multipart bodies without a boundary or cut off mid-part', async () => {
    const multipart = routes.filter((route) => route.schema.consumes?.includes('multipart/form-data'));
    expect(multipart.length).toBeGreaterThan(0);
    const part = (name: string, extra = '') =>
      `--XyZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
    const broken: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', `${part('dir')}\r\navatar\r\n--XyZ--\r\n`],
      ['an empty boundary', 'multipart/form-data; boundary=', 'anything'],
      ['a boundary too long', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'anything'],
      ['cut off in a field', 'multipart/form-data; boundary=XyZ', `${part('dir')}\r\nava`],
      [
        'cut off in a file',
        'multipart/form-data; boundary=XyZ',
        `${part('dir')}\r\navatar\r\n${part('file', '; filename="a.png"')}Content-Type: image/png\r\n\r\n\u0089PNG\r\n`,
      ],
      ['cut off in the headers', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposi'],
    ];
    for (const route of multipart) {
      for (const [label, contentType, payload] of broken) {
        const res = await app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${route.key}: ${label}`).toBe(400);
        expect(res.json().code, `${route.key}: ${label}`).toBe(0);
      }
    }
  });

  it('logs no error, no SQL and no sent value for any of it', () => {
    const logged = logLines.join('');
    expect(logged).not.toMatch(/"level":(50|60)/);
    expect(logged).not.toMatch(/\b(select|insert into|update|delete from)\b.*\b(from|values|set|where)\b/i);
    expect(logged).not.toContain('\\u0000');
  });
});
