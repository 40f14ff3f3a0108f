// A fake backend behind the app's real HTTP client: requests go through its interceptors, answers come from handlers.
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api-client';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

/** A reply with a status other than 200. */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type Handler = (request: FakeRequest) => unknown | Promise<unknown>;

export const ok = <T>(data: T, msg = 'success') => ({ code: 1, msg, data });
export const fail = (msg: string) => ({ code: 0, msg, data: null });

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Routes are keyed 'METHOD /path'; anything else answers 404. Returns the log of requests and an undo. */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const original = api.instance.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON()))
      headers[name.toLowerCase()] = String(value);
    const request: FakeRequest = {
      method,
      path,
      params: (config.params as Record<string, unknown>) ?? {},
      body: parseBody(config.data),
      headers,
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    const result = handler ? await handler(request) : new HttpReply(404, fail('接口不存在'));
    const reply = result instanceof HttpReply ? result : new HttpReply(200, result);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    throw new AxiosError(`status ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };

  api.instance.defaults.adapter = adapter;
  return {
    requests,
    /** The requests to `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    restore: () => {
      api.instance.defaults.adapter = original;
    },
  };
}
