// The public origin links are built on (QR codes for a phone, links in messages).
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { BadRequestError } from './errors.ts';

export const ORIGIN_MESSAGES = {
  badHost: '请求的 Host 不正确',
} as const;

/**
 * The names this machine answers to by itself: localhost and its own addresses. Without PUBLIC_URL (outside
 * production) only these may name the origin of a link: anyone can write any Host header, and a QR link
 * built on it would send a phone to their site (issue 26).
 */
function ownHostnames(): Set<string> {
  const names = new Set([
    'localhost',
    '127.0.0.1',
    '[::1]',
    hostname().toLowerCase(),
    `${hostname().toLowerCase()}.local`,
  ]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? [])
      names.add(family === 'IPv6' ? `[${address}]` : address);
  }
  return names;
}

/** PUBLIC_URL, else what the request came to when that is this machine (as forwarded by a TRUST_PROXY proxy). */
export function originOf(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  // Through URL, so a default port (:80, :443) drops out as browsers drop it.
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    throw new BadRequestError(ORIGIN_MESSAGES.badHost);
  }
  if (!ownHostnames().has(url.hostname)) throw new BadRequestError(ORIGIN_MESSAGES.badHost);
  return url.origin;
}
