// A fake backend behind the app's real HTTP client: requests go through all of it (headers, the envelope,
// 401/403 handling) down to its transport, whose answers come from handlers.
import { api, type HttpRequest } from '@/lib/api-client';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** Parsed JSON, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

/** A reply with a status other than 200 (and the headers the server sends with it). */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
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

  const transport = async (http: HttpRequest): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(http.headers)) headers[name.toLowerCase()] = value;
    const request: FakeRequest = {
      method: http.method,
      path: http.path,
      params: http.query,
      body: parseBody(http.body),
      headers,
    };
    requests.push(request);
    const handler = routes[`${http.method} ${http.path}`];
    const result = handler ? await handler(request) : new HttpReply(404, fail('接口不存在'));
    // A handler may answer a whole Response (an event stream) as the server would send it.
    if (result instanceof Response) return result;
    const reply = result instanceof HttpReply ? result : new HttpReply(200, result);
    const body = reply.body instanceof Blob ? reply.body : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: {
        ...(reply.body instanceof Blob ? {} : { 'content-type': 'application/json' }),
        ...reply.headers,
      },
    });
  };

  const restore = api.replaceTransport(transport);
  return {
    requests,
    /** The requests to `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    restore,
  };
}
