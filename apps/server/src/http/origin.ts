// The public origin links are built on (QR codes for a phone, links in messages).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { BadRequestError } from './errors.ts';

/** PUBLIC_URL, else what the request came to (as forwarded by a TRUST_PROXY proxy). */
export function originOf(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  // Through URL, so a default port (:80, :443) drops out as browsers drop it.
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new BadRequestError('请求的 Host 不正确');
  }
}
