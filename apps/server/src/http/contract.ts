// Registers the endpoints of the shared contract (packages/shared/src/contract.ts): the method, path and
// schemas come from there, the hooks, handler and OpenAPI words from the module. Request validation (a 400
// naming the field), the response's serialization and the document at /api/docs read the same schemas.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnyEndpoint, NOT_JSON } from '@app/shared/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { TooManyRequestsError } from './errors.ts';
import { RATE_LIMIT_MESSAGE, type RateLimitResult, type RateLimitRule, rateLimiter } from './rate-limit.ts';

/** A Fastify instance inside a FastifyPluginAsyncZod. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Envelope<S extends z.ZodType> = ReturnType<typeof envelopeOf<S>>;

/** Answers other than 200 that carry a body of their own (the health check's 503), by status. */
type OtherAnswers = Record<number, z.ZodType>;

/** The Fastify schema an endpoint's contract makes; the handler's request and reply are typed from it. */
export type SchemaOf<E, X extends OtherAnswers = Record<never, never>> = {
  querystring: E extends { readonly query: infer Q } ? Q : undefined;
  params: E extends { readonly params: infer P } ? P : undefined;
  body: E extends { readonly body: infer B } ? B : undefined;
  response: E extends { readonly response: infer S extends z.ZodType } ? { 200: Envelope<S> } & X : undefined;
};

/** What the OpenAPI document says of a route besides its schemas. */
export interface RouteDocs<X extends OtherAnswers = Record<never, never>> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  /** The answer's type when it is not JSON (a file, audio). */
  produces?: string[];
  /** Answers other than 200 that have a body of their own. */
  response?: X;
  /** Left out of /api/docs. */
  hide?: boolean;
}

/**
 * How often one caller may call an endpoint: counted per route and per caller (the logged-in user, else the
 * address), after validation, in the Kv (so across processes).
 */
export interface EndpointLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * What every endpoint that writes gets unless it says otherwise (issue 26: `interview/add` took 200 calls a
 * second): generous for a person, a wall for a script. Endpoints with a budget of their own (SMS codes,
 * passwords, answers) keep it inside; this one is on top.
 */
export const DEFAULT_WRITE_LIMIT: EndpointLimit = { limit: 60, windowSeconds: 60 };

/** Where a route's limit is recorded (`route.config`), so a test can walk every route for one. */
export const RATE_LIMIT_CONFIG = 'rateLimit';

/** Whether calling the endpoint changes something: any method but GET, or a GET the contract marks. */
export function writes(endpoint: { method: string; writes?: true }): boolean {
  return endpoint.method !== 'GET' || endpoint.writes === true;
}

export type EndpointOptions<E, X extends OtherAnswers = Record<never, never>> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    IncomingMessage,
    ServerResponse,
    RouteGenericInterface,
    unknown,
    SchemaOf<E, X>,
    ZodTypeProvider
  >,
  'schema'
> & {
  schema: RouteDocs<X>;
  /** This endpoint's limit per caller; endpoints that write get DEFAULT_WRITE_LIMIT when unset. */
  rateLimit?: EndpointLimit;
};

export type EndpointHandler<E, X extends OtherAnswers = Record<never, never>> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  unknown,
  SchemaOf<E, X>,
  ZodTypeProvider
>;

/** The Fastify schema of `endpoint`, with `docs` for the OpenAPI document. */
export function schemaOf(endpoint: AnyEndpoint, docs: RouteDocs<OtherAnswers>): Record<string, unknown> {
  const { response: otherAnswers, ...words } = docs;
  const data = endpoint.response === NOT_JSON ? undefined : endpoint.response;
  const consumes =
    'form' in endpoint
      ? ['multipart/form-data']
      : 'audio' in endpoint
        ? ['audio/*', 'video/webm']
        : undefined;
  return {
    ...words,
    ...(consumes ? { consumes } : {}),
    ...('query' in endpoint ? { querystring: endpoint.query } : {}),
    ...('params' in endpoint ? { params: endpoint.params } : {}),
    ...('body' in endpoint ? { body: endpoint.body } : {}),
    ...(data || otherAnswers
      ? { response: { ...(data ? { 200: envelopeOf(data) } : {}), ...otherAnswers } }
      : {}),
  };
}

/**
 * Serves `endpoint` of the shared contract with `handler`: `app.route()` with the contract's method, path
 * and schemas. A handler that answers a field the response schema does not have fails the type check.
 */
export function registerEndpoint<E extends AnyEndpoint, X extends OtherAnswers = Record<never, never>>(
  app: ZodApp,
  endpoint: E,
  options: EndpointOptions<E, X>,
  handler: EndpointHandler<E, X>,
): void {
  const { schema: docs, rateLimit, ...hooks } = options;
  const limit = rateLimit ?? (writes(endpoint) ? DEFAULT_WRITE_LIMIT : undefined);
  const preHandler = [
    ...(limit ? [limitHook(app, `route:${endpoint.method}:${endpoint.path}`, limit)] : []),
    ...[hooks.preHandler ?? []].flat(),
  ];
  app.route({
    ...hooks,
    ...(preHandler.length ? { preHandler } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint, docs),
    config: { [RATE_LIMIT_CONFIG]: limit },
    handler,
  } as RouteOptions);
}

/**
 * The limit of a write served outside the contract (the test-only routes): the same hook and the same
 * record on the route as registerEndpoint gives, so the walk over every route finds it.
 */
export function limitedRouteOptions(app: ZodApp, method: string, url: string, limit = DEFAULT_WRITE_LIMIT) {
  const config = { [RATE_LIMIT_CONFIG]: limit } as FastifyContextConfig;
  return { preHandler: [limitHook(app, `route:${method}:${url}`, limit)], config };
}

/**
 * Counts the call against the caller (the user, else the address); 429 past the limit. With the Kv
 * (Redis) unreachable the call goes through: this blanket limit only slows scripts, and failing it would
 * turn every write into a 500 during an outage. The limits that guard secrets (codes, passwords) are
 * counted in their handlers and still hold.
 */
function limitHook(app: ZodApp, name: string, limit: EndpointLimit) {
  const rule: RateLimitRule = { name, ...limit };
  return async (request: FastifyRequest) => {
    const limiter = rateLimiter(app.kv, rule);
    const caller = request.auth ? `u:${request.auth.userId}` : `ip:${request.ip}`;
    let hit: RateLimitResult;
    try {
      hit = await limiter.hit(caller);
    } catch (error) {
      request.log.warn({ err: error }, 'rate limit not counted: the kv is unreachable');
      return;
    }
    if (!hit.allowed) throw new TooManyRequestsError(RATE_LIMIT_MESSAGE, hit.retryAfterSeconds);
  };
}

/** The url and schemas of a socket route of the contract, for `socketRoute()` (http/ws.ts). */
export function socketOf<E extends Extract<AnyEndpoint, { socket: true }>>(endpoint: E) {
  return {
    url: endpoint.path,
    ...('query' in endpoint ? { querystring: endpoint.query } : {}),
    ...('params' in endpoint ? { params: endpoint.params } : {}),
    outbound: endpoint.response,
  } as {
    url: string;
    querystring: E extends { readonly query: infer Q } ? Q : undefined;
    params: E extends { readonly params: infer P } ? P : undefined;
    outbound: E['response'];
  };
}
