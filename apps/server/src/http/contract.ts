// Registers the endpoints of the shared contract (packages/shared/src/contract.ts): the method, path and
// schemas come from there, the hooks, handler and OpenAPI words from the module. Request validation (a 400
// naming the field), the response's serialization and the document at /api/docs read the same schemas.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnyEndpoint, NOT_JSON } from '@app/shared/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf } from './envelope.ts';

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
> & { schema: RouteDocs<X> };

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
  const { schema: docs, ...hooks } = options;
  app.route({
    ...hooks,
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint, docs),
    handler,
  } as RouteOptions);
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
