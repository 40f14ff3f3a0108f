// The one way the web calls the server (SPEC §7/§8, apps/web/API.md): a route of the shared contract and
// its typed input go in; the answer's `data`, typed by the contract's response schema, comes out. Every call
// carries the token and `terminal: 4` headers and the cookies, times out after 600 s, and meets the same
// 401/403 handling. Transport is the platform's fetch (XMLHttpRequest only to report an upload's progress,
// which fetch cannot).
import type { ApiResponse } from '@app/shared/api';
import {
  AUTH_CHALLENGE,
  isInvalidTokenChallenge,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  TERMINAL,
  TOKEN_HEADER,
} from '@app/shared/constants';
import type { DataOf, EndpointAt, InputOf } from '@app/shared/contract';
import type { Route } from '@app/shared/routes';
import { COMMON_MESSAGES } from '@/config/messages';
import { ApiError } from './api-error';
import { getMessage, MESSAGE_KEYS } from './feedback';
import { handleLoggedOut, type LoggedOutReason } from './logged-out';
import { getToken, removeToken } from './token';
import { fillPath } from './url-of';

export { ApiError, isApiError } from './api-error';
export { socketUrlOf, urlOf } from './url-of';

/** One HTTP exchange as the transport sees it. */
export interface HttpRequest {
  method: Route['method'];
  /** The route's path with its parameters filled in, without the query string. */
  path: string;
  /** path + query string, relative to the client's base URL. */
  url: string;
  /** The query as the caller gave it (before it became text). */
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: string | FormData | Blob | undefined;
  signal: AbortSignal;
  onUploadProgress?: (percent: number) => void;
}

/** Sends a request and resolves with the answer, whatever its status; rejects only when none came. */
export type Transport = (request: HttpRequest) => Promise<Response>;

export interface CallOptions {
  /** Leave 401 and 403 to the caller (the logout call itself, logging a device out). */
  skipAuthHandler?: boolean;
  /** Percent of a multipart body sent so far. */
  onUploadProgress?: (percent: number) => void;
  /** Extra request headers (an event stream's Accept). */
  headers?: Record<string, string>;
  /** Instead of SPEC §7's 600 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

type InputArgs<R extends Route> =
  Record<string, never> extends InputOf<EndpointAt<R>>
    ? [input?: InputOf<EndpointAt<R>>, options?: CallOptions]
    : [input: InputOf<EndpointAt<R>>, options?: CallOptions];

/** `data` of the route's successful answer. */
export type ResponseOf<R extends Route> = DataOf<EndpointAt<R>>;
/** The JSON body the route takes. */
export type BodyOf<R extends Route> = NonNullable<InputOf<EndpointAt<R>>['body']>;
/** The query the route takes. */
export type QueryOf<R extends Route> = NonNullable<InputOf<EndpointAt<R>>['query']>;

export interface ApiClientOptions {
  baseURL?: string;
  transport?: Transport;
  getToken: () => string | undefined;
  clearToken: () => void;
  /** Called on 401; throttling is the handler's business. */
  onLoggedOut: (reason: LoggedOutReason) => unknown;
  /** Called on 403 with the server's message: the session stays, the action was not allowed. */
  onForbidden?: (msg: string) => unknown;
}

export interface ApiClient {
  /** The whole `{ code, msg, data }` answer: a business failure (code 0) resolves too. */
  request<R extends Route>(route: R, ...args: InputArgs<R>): Promise<ApiResponse<ResponseOf<R> | null>>;
  /** `data` of a successful answer (code 1); anything else rejects with an ApiError carrying `msg`. */
  call<R extends Route>(route: R, ...args: InputArgs<R>): Promise<ResponseOf<R>>;
  /** A route whose answer is not JSON (audio, a download), as a Blob. */
  blob<R extends Route>(route: R, ...args: InputArgs<R>): Promise<Blob>;
  /** The answer of a 200 as it arrives (an event stream); other statuses reject as `request` does. */
  stream<R extends Route>(route: R, ...args: InputArgs<R>): Promise<Response>;
  /** Sends through `transport` until the returned function is called (tests' fake servers). */
  replaceTransport(transport: Transport): () => void;
}

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('msg' in body)) return undefined;
  const msg = (body as { msg: unknown }).msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The multipart body: text fields first, in order (the server needs `dir` before the file streams in). */
function formDataOf(form: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    data.append(name, value instanceof Blob ? value : String(value));
  }
  return data;
}

interface Input {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  form?: Record<string, unknown>;
}

function bodyOf(input: Input, headers: Record<string, string>): HttpRequest['body'] {
  if (input.form) return formDataOf(input.form);
  if (input.body instanceof Blob) {
    if (input.body.type) headers['content-type'] = input.body.type;
    return input.body;
  }
  if (input.body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(input.body);
}

export const fetchTransport: Transport = (request) =>
  request.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? sendWithProgress(request)
    : fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'include',
        signal: request.signal,
      });

/** XMLHttpRequest, for an upload whose progress is shown: fetch reports none. Answers a Response all the same. */
function sendWithProgress(request: HttpRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(request.signal.reason ?? new DOMException('aborted', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let transport = options.transport ?? fetchTransport;

  /**
   * Ends the session the server no longer accepts (SPEC §8), by the code its 401 challenge carries. A call
   * sent without a token had no session to lose: its 401 only says the action needs a login, which the
   * caller asks for (a visitor browsing the hot jobs must not be told that a session expired).
   */
  const refused = (response: Response, body: unknown, sentToken: boolean) => {
    const { status } = response;
    if (status === 401 && sentToken) {
      if (isInvalidTokenChallenge(response.headers.get(AUTH_CHALLENGE.header))) {
        options.clearToken();
        options.onLoggedOut('invalid');
      } else {
        options.onLoggedOut('expired');
      }
    }
    // Only 401 means the session is gone; 403 refuses one action of a session that is still good.
    if (status === 403) options.onForbidden?.(messageOf(body) ?? COMMON_MESSAGES.forbidden);
  };

  /** Sends; resolves with a 200's answer, rejects with an ApiError for any other status or none. */
  const send = async (route: Route, input: Input = {}, callOptions: CallOptions = {}): Promise<Response> => {
    const query = input.query ?? {};
    const path = fillPath(route.path, input.params);
    const headers: Record<string, string> = { terminal: String(TERMINAL), ...callOptions.headers };
    const token = options.getToken();
    if (token) headers[TOKEN_HEADER] = token;
    const body = bodyOf(input, headers);
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('timed out', 'TimeoutError')),
      callOptions.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    callOptions.signal?.addEventListener('abort', () => timeout.abort(callOptions.signal?.reason), {
      once: true,
    });
    let response: Response;
    try {
      response = await transport({
        method: route.method,
        path,
        url: `${options.baseURL ?? ''}${path}${queryString(query)}`,
        query,
        headers,
        body,
        signal: timeout.signal,
        ...(callOptions.onUploadProgress ? { onUploadProgress: callOptions.onUploadProgress } : {}),
      });
    } catch (error) {
      throw new ApiError(COMMON_MESSAGES.networkError, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    // SPEC §8: a non-200 status rejects.
    if (response.status !== 200) {
      const answer = await jsonOf(response);
      if (!callOptions.skipAuthHandler) refused(response, answer, Boolean(token));
      throw new ApiError(messageOf(answer) ?? COMMON_MESSAGES.requestFailed, {
        status: response.status,
        code: isEnvelope(answer) ? answer.code : undefined,
        data: isEnvelope(answer) ? answer.data : undefined,
      });
    }
    return response;
  };

  // The one place JSON takes the contract's type: the server wrote it through this route's response schema.
  const request = (async (route: Route, input?: Input, callOptions?: CallOptions) => {
    const response = await send(route, input, callOptions);
    const answer = await jsonOf(response);
    if (!isEnvelope(answer)) {
      throw new ApiError(COMMON_MESSAGES.requestFailed, { status: response.status, data: answer });
    }
    return answer;
  }) as ApiClient['request'];
  const stream = send as ApiClient['stream'];
  const call: ApiClient['call'] = async (route, ...args) => unwrap(await request(route, ...args));
  const blob: ApiClient['blob'] = async (route, ...args) => (await stream(route, ...args)).blob();

  return {
    request,
    call,
    blob,
    stream,
    replaceTransport: (next) => {
      const previous = transport;
      transport = next;
      return () => {
        transport = previous;
      };
    },
  };
}

/** The data of a successful answer (code 1); otherwise throws an ApiError carrying the server's msg. */
export function unwrap<T>(response: ApiResponse<T | null>): T {
  if (response.code !== SUCCESS_CODE) {
    throw new ApiError(response.msg || COMMON_MESSAGES.requestFailed, {
      code: response.code,
      data: response.data,
    });
  }
  return response.data as T;
}

/** The app's client: token from the cookie, logged-out handling throttled to once per 2 s. */
export const api: ApiClient = createApiClient({
  getToken,
  clearToken: removeToken,
  onLoggedOut: handleLoggedOut,
  // One toast however many calls were refused at once.
  onForbidden: (msg) => getMessage().error({ content: msg, key: MESSAGE_KEYS.forbidden }),
});
