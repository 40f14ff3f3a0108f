// Aliyun SMS (dysmsapi 2017-05-25, SendSms) over its RPC API, signed with HMAC-SHA1 (POP signature 1.0).
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsScene } from '@app/shared/auth';
import { SmsSendError, type SmsSender } from './sms.ts';

export interface AliyunSmsOptions {
  /** SMS_ENDPOINT, e.g. https://dysmsapi.aliyuncs.com */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Injectable for tests: a fixed nonce and clock reproduce a signature. */
  nonce?: () => string;
  now?: () => Date;
  timeoutMs?: number;
}

/** POP percent-encoding: RFC 3986 unreserved characters stay, everything else is %XX (so `!'()*` too). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonical query: parameters sorted by name, each name and value percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

/** Signature of an RPC request: base64(HMAC-SHA1(secret + '&', METHOD&%2F&encode(canonicalQuery))). */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's refusals, in words a user can read; the rest are our configuration's problem. */
function refusal(code: string, message: string): SmsSendError {
  const detail = `Aliyun SMS refused: ${code} ${message}`;
  switch (code) {
    case 'isv.BUSINESS_LIMIT_CONTROL':
      return new SmsSendError(detail, '验证码发送过于频繁，请稍后再试', 'limited', code);
    case 'isv.DAY_LIMIT_CONTROL':
      return new SmsSendError(detail, '该手机号今日验证码发送次数已达上限，请明天再试', 'limited', code);
    case 'isv.MOBILE_NUMBER_ILLEGAL':
    case 'isv.MOBILE_COUNT_OVER_LIMIT':
      return new SmsSendError(detail, '手机号码不正确，请检查后重试', 'rejected', code);
    case 'isv.BLACK_KEY_CONTROL_LIMIT':
    case 'isv.MOBILE_IN_BLACK':
      return new SmsSendError(detail, '该手机号暂时无法接收短信，请稍后再试', 'rejected', code);
    default:
      return new SmsSendError(detail, '短信发送失败，请稍后重试', 'failed', code);
  }
}

interface SendSmsResponse {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

export class AliyunSms implements SmsSender {
  private readonly nonce: () => string;
  private readonly now: () => Date;

  constructor(private readonly options: AliyunSmsOptions) {
    this.nonce = options.nonce ?? randomUUID;
    this.now = options.now ?? (() => new Date());
  }

  /** The signed form of one SendSms call (exposed for tests). */
  signedParams(mobile: string, code: string): Record<string, string> {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: this.now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    return { ...params, Signature: signRpc('POST', params, this.options.accessKeySecret) };
  }

  async sendCode(mobile: string, code: string, _scene: SmsScene): Promise<void> {
    // POST keeps the mobile out of proxies' URL logs; the signature covers the same parameters.
    const body = canonicalQuery(this.signedParams(mobile, code));
    let res: Response;
    try {
      res = await fetch(new URL('/', this.options.endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SmsSendError(
        `Aliyun SMS unreachable: ${(err as Error).message}`,
        '短信发送失败，请稍后重试',
        'failed',
      );
    }
    const text = await res.text();
    let answer: SendSmsResponse;
    try {
      answer = JSON.parse(text) as SendSmsResponse;
    } catch {
      throw new SmsSendError(
        `Aliyun SMS answered HTTP ${res.status} without JSON`,
        '短信发送失败，请稍后重试',
        'failed',
      );
    }
    if (answer.Code !== 'OK') throw refusal(answer.Code ?? `HTTP ${res.status}`, answer.Message ?? '');
  }
}
