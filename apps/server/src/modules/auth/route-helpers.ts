// Small pieces the auth routes share: who is calling, and from where.
import { TERMINAL } from '@app/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { BadRequestError } from '../../http/errors.ts';
import type { TokenClient } from '../users/index.ts';

/** The client a new token is issued to: the `terminal` header (4 for the web), user agent and IP. */
export function clientOf(request: FastifyRequest): TokenClient {
  const terminal = Number(request.headers.terminal);
  return {
    terminal: Number.isInteger(terminal) && terminal >= 0 && terminal < 100 ? terminal : TERMINAL,
    userAgent: request.headers['user-agent'] ?? '',
    ip: request.ip,
  };
}

/** The public origin links are built on: PUBLIC_URL, else what the request came to (trustProxy is on). */
export function originOf(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  // Through URL, so a default port (:80, :443) drops out as browsers drop it.
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new BadRequestError('请求的 Host 不正确');
  }
}
