// The address of a route of the shared contract, for what the browser opens itself rather than through the
// client: a socket, a link, a media source. Path parameters are filled in; the query is appended.
import type { EndpointAt, InputOf } from '@app/shared/contract';
import type { Route } from '@app/shared/routes';

type AddressOf<R extends Route> = Pick<InputOf<EndpointAt<R>>, 'params' | 'query'>;

/** `path` with `:name` (and a trailing `*`) filled from `params`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path
    .replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
    .replace(/\*$/, () => String(params['*'] ?? ''));
}

/** `route`'s path with its parameters filled in, then `query` as a query string. */
export function urlOf<R extends Route>(route: R, address: AddressOf<R> = {} as AddressOf<R>): string {
  const path = fillPath(route.path, (address.params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((address.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A socket route's ws:// or wss:// URL on the page's host. A socket cannot send headers, so a login goes as
 * the `token` query parameter, which the server reads before the upgrade (and never logs).
 */
export function socketUrlOf<R extends Route & { socket: true }>(
  route: R,
  address?: AddressOf<R>,
  { token, page = location }: { token?: string; page?: Pick<Location, 'protocol' | 'host'> } = {},
): string {
  const protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = urlOf(route, address);
  const login = token ? `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : '';
  return `${protocol}//${page.host}${url}${login}`;
}
