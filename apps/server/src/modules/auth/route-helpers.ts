// Small pieces the auth routes share: who is calling, and from where.
import { TERMINAL } from '@app/shared/constants';
import type { FastifyRequest } from 'fastify';
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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes from this machine: judged by the socket, so no header can make a neighbour
 * pass. A header can only refuse: a proxy on this machine forwarding someone else's request names them.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return hops.every((hop) => LOOPBACK.has(hop.trim()));
}

/** The public origin links are built on (one helper, in http/, shared with the uploads' QR codes). */
export { originOf } from '../../http/origin.ts';
