import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/backends.ts';
import { randomIp, uniqueMobile } from '../../test/factories.ts';
import { AliyunSms, canonicalQuery, percentEncode, signRpc } from './aliyun-sms.ts';
import { SmsSendError } from './sms.ts';

interface Recorded {
  method: string;
  path: string;
  contentType: string;
  form: URLSearchParams;
}

/** A stand-in for dysmsapi.aliyuncs.com: records each request and answers what the test queued. */
class AliyunStandIn {
  readonly requests: Recorded[] = [];
  next: { status: number; body: string } = { status: 200, body: '' };
  private server: Server | undefined;
  endpoint = '';

  answer(body: object, status = 200): void {
    this.next = { status, body: JSON.stringify(body) };
  }

  async start(): Promise<void> {
    this.server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      this.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      res.statusCode = this.next.status;
      res.setHeader('content-type', 'application/json;charset=utf-8');
      res.end(this.next.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const OK = {
  Message: 'OK',
  RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990',
  Code: 'OK',
  BizId: '900619746936498440^0',
};

/** Aliyun's percent-encoding done another way: byte by byte, RFC 3986 unreserved characters kept. */
function independentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function independentSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${independentEncode(k)}=${independentEncode(v)}`)
    .join('&');
  const stringToSign = `${method}&%2F&${independentEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

describe('Aliyun POP signature', () => {
  it("percent-encodes as Aliyun documents: !'()* escaped, ~ kept, space as %20", () => {
    expect(percentEncode("a b!'()*~-_.")).toBe('a%20b%21%27%28%29%2A~-_.');
    expect(percentEncode('/=&+:')).toBe('%2F%3D%26%2B%3A');
    expect(percentEncode('阿')).toBe('%E9%98%BF');
  });

  it("reproduces Aliyun's documented SendSms example", () => {
    // The example of Aliyun's SMS signature documentation (AccessKeySecret "testSecret").
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(signRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('AliyunSms', () => {
  const standIn = new AliyunStandIn();
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());

  const sender = () =>
    new AliyunSms({
      endpoint: standIn.endpoint,
      accessKeyId: 'LTAI5tTestKeyId',
      accessKeySecret: 'TestSecret/with+chars',
      signName: '面试星球',
      templateCode: 'SMS_123456789',
      nonce: () => 'c0ffee00-0000-4000-8000-000000000001',
      now: () => new Date('2026-03-01T08:09:10.123Z'),
    });

  it('posts a signed SendSms with the code as template parameter', async () => {
    standIn.answer(OK);
    await sender().sendCode('13800138000', '042917', 'login');
    const req = standIn.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/');
    expect(req.contentType).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(req.form);
    expect(form).toEqual({
      AccessKeyId: 'LTAI5tTestKeyId',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      SignName: '面试星球',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'c0ffee00-0000-4000-8000-000000000001',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"042917"}',
      Timestamp: '2026-03-01T08:09:10Z',
      Version: '2017-05-25',
      Signature: expect.any(String),
    });
    const { Signature, ...signed } = form;
    expect(Signature).toBe(independentSignature('POST', signed, 'TestSecret/with+chars'));
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1', 'limited', '验证码发送过于频繁，请稍后再试'],
    ['isv.DAY_LIMIT_CONTROL', '触发日发送限额', 'limited', '该手机号今日验证码发送次数已达上限，请明天再试'],
    ['isv.MOBILE_NUMBER_ILLEGAL', '非法手机号', 'rejected', '手机号码不正确，请检查后重试'],
    ['isv.AMOUNT_NOT_ENOUGH', '账户余额不足', 'failed', '短信发送失败，请稍后重试'],
  ])('rejects Code %s', async (code, message, kind, userMessage) => {
    standIn.answer({ Message: message, RequestId: 'A1', Code: code });
    const err = await sender()
      .sendCode('13800138000', '123456', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect(err).toMatchObject({ kind, userMessage, providerCode: code });
    expect((err as Error).message).toContain(code);
    expect((err as Error).message).not.toContain('123456');
  });

  it('rejects a signature refusal (HTTP 400), a non-JSON answer and an unreachable endpoint', async () => {
    standIn.answer(
      {
        RequestId: 'B2',
        HostId: 'dysmsapi.aliyuncs.com',
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
      },
      400,
    );
    await expect(sender().sendCode('13800138000', '123456', 'login')).rejects.toMatchObject({
      kind: 'failed',
      providerCode: 'SignatureDoesNotMatch',
    });
    standIn.next = { status: 502, body: '<html>Bad Gateway</html>' };
    await expect(sender().sendCode('13800138000', '123456', 'login')).rejects.toMatchObject({
      kind: 'failed',
    });
    const down = new AliyunSms({
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'a',
      accessKeySecret: 'b',
      signName: 'c',
      templateCode: 'd',
    });
    await expect(down.sendCode('13800138000', '123456', 'login')).rejects.toBeInstanceOf(SmsSendError);
  });
});

for (const backend of backends()) {
  describe(`POST /api/sms/sendCode through Aliyun SMS [${backend}]`, () => {
    const standIn = new AliyunStandIn();
    let current: TestApp | undefined;
    beforeAll(async () => {
      await standIn.start();
      current = await createTestApp(backend, {
        env: {
          SMS_ACCESS_KEY_ID: 'LTAI5tTestKeyId',
          SMS_ACCESS_KEY_SECRET: 'secret',
          SMS_SIGN_NAME: '面试星球',
          SMS_TEMPLATE_CODE: 'SMS_1',
          SMS_ENDPOINT: standIn.endpoint,
        },
      });
    });
    afterAll(async () => {
      await current?.close();
      await standIn.stop();
    });
    const send = (mobile: string) =>
      current!.app.inject({
        method: 'POST',
        url: '/api/sms/sendCode',
        payload: { mobile },
        remoteAddress: randomIp(),
      });

    it('sends through Aliyun; the dev outbox is not there', async () => {
      standIn.answer(OK);
      const mobile = uniqueMobile();
      expect((await send(mobile)).json()).toEqual({ code: 1, msg: '验证码已发送', data: { resend_in: 60 } });
      expect(standIn.requests.at(-1)!.form.get('PhoneNumbers')).toBe(mobile);
      expect(standIn.requests.at(-1)!.form.get('TemplateParam')).toMatch(/^\{"code":"\d{6}"\}$/);
      const outbox = await current!.app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` });
      expect(outbox.statusCode).toBe(404);
      expect((await current!.app.inject({ url: '/api/auth/config' })).json().data.sms_outbox).toBe(false);
    });

    it("maps Aliyun's flow control to 429 and an illegal number to code 0, and frees the resend wait", async () => {
      const mobile = uniqueMobile();
      standIn.answer({
        Message: '触发分钟级流控Permits:1',
        RequestId: 'C3',
        Code: 'isv.BUSINESS_LIMIT_CONTROL',
      });
      const limited = await send(mobile);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 0, msg: '验证码发送过于频繁，请稍后再试', data: null });
      standIn.answer({ Message: '非法手机号', RequestId: 'C4', Code: 'isv.MOBILE_NUMBER_ILLEGAL' });
      const illegal = await send(mobile);
      expect(illegal.statusCode).toBe(200);
      expect(illegal.json()).toEqual({ code: 0, msg: '手机号码不正确，请检查后重试', data: null });
      standIn.answer(OK);
      expect((await send(mobile)).json().code).toBe(1);
    });
  });
}
