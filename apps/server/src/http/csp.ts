// The Content-Security-Policy of every answer: the page may reach its own origin, and images only from the
// origins the product uses (issue 26: `connect-src ws: wss:` and `img-src https:` let any host in).
import { createHash } from 'node:crypto';
import { PAINT_FIRST_LOADER } from '@app/shared/page-loader';
import type { Config } from '../config.ts';

/** WeChat's avatar CDN: a WeChat login stores the profile's https avatar (thirdwx.qlogo.cn and kin). */
const WECHAT_AVATARS = 'https://*.qlogo.cn';

/**
 * The source a URL setting names: its origin, with a `{s}` subdomain placeholder (map tiles served from
 * several hosts) made a wildcard of that level. Undefined for a setting that is unset or not a URL.
 */
export function sourceOf(setting: string | undefined): string | undefined {
  if (!setting) return undefined;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(setting);
  if (!match) return undefined;
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.split('.');
  const templated = labels.findIndex((label) => label.includes('{'));
  if (templated === -1) return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
  // CSP allows a wildcard only as the leftmost label: everything up to the templated one becomes `*`.
  return `${scheme.toLowerCase()}://*.${labels
    .slice(templated + 1)
    .join('.')
    .toLowerCase()}`;
}

/** The sockets of the page's own origin, spelt out: older Safari does not let 'self' cover ws: and wss:. */
function ownSockets(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

/** The one inline script the pages carry, allowed by its hash and nothing else inline. */
const LOADER_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;

type CspConfig = Pick<Config, 'PUBLIC_URL' | 'MAP_TILE_URL' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT' | 'S3_BUCKET'>;

/**
 * Where the files route's presigned redirects lead: the endpoint, path-style or virtual-hosted
 * (bucket.endpoint), or AWS itself when there is a bucket and no endpoint.
 */
function storageSources(config: CspConfig): Array<string | undefined> {
  const endpoint = sourceOf(config.S3_ENDPOINT);
  if (endpoint) return [endpoint, endpoint.replace('://', '://*.')];
  return config.S3_BUCKET ? ['https://*.amazonaws.com'] : [];
}

export function contentSecurityDirectives(config: CspConfig) {
  const present = (sources: Array<string | undefined>) => [
    ...new Set(sources.filter((s) => s !== undefined)),
  ];
  return {
    defaultSrc: ["'self'"],
    // WebAssembly compiled from the app's own files: the background effects' person segmentation.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", LOADER_HASH],
    // antd writes its CSS-in-JS into <style> tags.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Map tiles and stored files (object storage may hand out its own URLs) besides the app's own.
    imgSrc: present([
      "'self'",
      'data:',
      'blob:',
      sourceOf(config.MAP_TILE_URL),
      sourceOf(config.S3_PUBLIC_URL),
      ...storageSources(config),
      WECHAT_AVATARS,
    ]),
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...ownSockets(config.PUBLIC_URL)],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  };
}
