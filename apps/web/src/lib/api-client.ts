// The HTTP client of SPEC §7/§8: same-origin axios with the token and terminal headers, answering `{ code, msg, data }`.
import type { ApiResponse } from '@app/shared/api';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE, TERMINAL, TOKEN_HEADER } from '@app/shared/constants';
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { COMMON_MESSAGES } from '@/config/messages';
import { ApiError } from './api-error';
import { getMessage, MESSAGE_KEYS } from './feedback';
import { handleLoggedOut, type LoggedOutReason } from './logged-out';
import { getToken, removeToken } from './token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave 401, 403 and token-invalid answers to the caller (e.g. the logout call itself). */
    skipAuthHandler?: boolean;
  }
}

export { ApiError, isApiError } from './api-error';

/** The server answers 'token无效' or '登录状态已失效' when a token is no longer accepted. */
const TOKEN_INVALID_PATTERN = /token[^,，。.;；!！]{0,12}(无效|失效)|登录(状态)?已?失效/i;

export function isTokenInvalidMessage(msg: unknown): boolean {
  return typeof msg === 'string' && TOKEN_INVALID_PATTERN.test(msg);
}

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('msg' in body)) return undefined;
  const msg = (body as { msg: unknown }).msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

function codeOf(body: unknown): number | undefined {
  return isEnvelope(body) && typeof body.code === 'number' ? body.code : undefined;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** axios adapter; tests pass 'http' to talk to a real server from node. */
  adapter?: AxiosRequestConfig['adapter'];
  getToken: () => string | undefined;
  clearToken: () => void;
  /** Called on 401 and on a token-invalid message; throttling is the handler's business. */
  onLoggedOut: (reason: LoggedOutReason) => unknown;
  /** Called on 403 with the server's message: the session stays, the action was not allowed. */
  onForbidden?: (msg: string) => unknown;
}

export interface ApiClient {
  instance: AxiosInstance;
  get: <T = unknown>(url: string, config?: AxiosRequestConfig) => Promise<ApiResponse<T>>;
  post: <T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) => Promise<ApiResponse<T>>;
  put: <T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ) => Promise<ApiResponse<T>>;
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => Promise<ApiResponse<T>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: { terminal: String(TERMINAL) },
    // SPEC §8: a non-200 status rejects.
    validateStatus: (status) => status === 200,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set(TOKEN_HEADER, token);
    return config;
  });

  const tokenInvalid = (config: AxiosRequestConfig | undefined, body: unknown): boolean => {
    if (config?.skipAuthHandler || !isTokenInvalidMessage(messageOf(body))) return false;
    options.clearToken();
    options.onLoggedOut('invalid');
    return true;
  };

  instance.interceptors.response.use(
    (response) => {
      const body: unknown = response.data;
      if (response.config.responseType && response.config.responseType !== 'json') return body as never;
      if (tokenInvalid(response.config, body)) {
        throw new ApiError(messageOf(body) ?? COMMON_MESSAGES.loginInvalid, {
          status: response.status,
          code: codeOf(body),
        });
      }
      if (!isEnvelope(body)) {
        throw new ApiError(COMMON_MESSAGES.requestFailed, { status: response.status, data: body });
      }
      return body as never;
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) throw error;
      const status = error.response?.status;
      const body: unknown = error.response?.data;
      const config = error.config;
      const handled = tokenInvalid(config, body) || config?.skipAuthHandler;
      // Only 401 means the session is gone; 403 refuses one action of a session that is still good.
      if (!handled && status === 401) options.onLoggedOut('expired');
      if (!handled && status === 403) options.onForbidden?.(messageOf(body) ?? COMMON_MESSAGES.forbidden);
      const fallback = status === undefined ? COMMON_MESSAGES.networkError : COMMON_MESSAGES.requestFailed;
      throw new ApiError(messageOf(body) ?? fallback, {
        status,
        code: codeOf(body),
        data: isEnvelope(body) ? body.data : undefined,
        cause: error,
      });
    },
  );

  return {
    instance,
    get: (url, config) => instance.get(url, config),
    post: (url, data, config) => instance.post(url, data, config),
    put: (url, data, config) => instance.put(url, data, config),
    delete: (url, config) => instance.delete(url, config),
  };
}

/** The data of a successful answer (code 1); otherwise throws an ApiError carrying the server's msg. */
export function unwrap<T>(response: ApiResponse<T>): T {
  if (response.code !== SUCCESS_CODE) {
    throw new ApiError(response.msg || COMMON_MESSAGES.requestFailed, {
      code: response.code,
      data: response.data,
    });
  }
  return response.data;
}

/** The app's client: token from the cookie, logged-out handling throttled to once per 2 s. */
export const api: ApiClient = createApiClient({
  getToken,
  clearToken: removeToken,
  onLoggedOut: handleLoggedOut,
  // One toast however many calls were refused at once.
  onForbidden: (msg) => getMessage().error({ content: msg, key: MESSAGE_KEYS.forbidden }),
});
