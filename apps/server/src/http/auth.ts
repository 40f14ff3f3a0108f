// Who is calling: the `token` header (never a cookie, so no cross-site request can act for a user; the one
// exception, reading one's own private files by link, is tokenCookieOf's).
import { TOKEN_COOKIE, TOKEN_HEADER } from '@app/shared/constants';
import { parse as parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

/** Who is calling: the session behind a valid token. */
export interface AuthContext {
  userId: number;
  userType: number;
  companyId: number | null;
  tokenId: number;
}

/**
 * Turns a token into its session, or null when unknown, expired or revoked. The identity core (modules/users)
 * provides it; the composition root (app.ts) hands it to this plugin, so http/ imports no module.
 */
export type TokenVerifier = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.identify` for optional login); null for a guest. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid token is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads a token when present, lets guests through. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** Like `authenticate`, for a token that came another way (a socket's `token` query parameter). */
    authenticateToken: (request: FastifyRequest, token: string | undefined) => Promise<void>;
  }
}

export const TOKEN_MISSING = '您尚未登录或登录已过期，请重新登录';
export const TOKEN_INVALID = '登录状态已失效（token无效），请重新登录';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

/**
 * The token of the login cookie (SPEC §9). Read only where a browser cannot send the header, GET
 * /api/files/*: an img, video or download link of the user's own private file. The cookie is SameSite=Lax,
 * so another site's pages cannot make the browser send it with their requests for these files.
 */
export function tokenCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return (header && parseCookie(header)[TOKEN_COOKIE]?.trim()) || undefined;
}

/** The caller's session; use in handlers of routes that have `onRequest: app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError(TOKEN_MISSING);
  return request.auth;
}

/** Throws 403 unless the resource belongs to the caller (DESIGN.md: ownership in the service layer). */
export function assertOwner(ownerId: number | null | undefined, auth: AuthContext): void {
  if (ownerId !== auth.userId) throw new ForbiddenError();
}

export const authPlugin = fp(
  async (app: FastifyInstance, { verifyToken }: { verifyToken: TokenVerifier }) => {
    app.decorateRequest('auth', null);
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      request.auth = token ? await verifyToken(token) : null;
    });
    const authenticateToken = async (request: FastifyRequest, token: string | undefined) => {
      if (!token) throw new UnauthorizedError(TOKEN_MISSING);
      request.auth = await verifyToken(token);
      if (!request.auth) throw new UnauthorizedError(TOKEN_INVALID, true);
    };
    app.decorate('authenticateToken', authenticateToken);
    app.decorate('authenticate', (request: FastifyRequest) => authenticateToken(request, tokenOf(request)));
  },
  { name: 'auth' },
);
