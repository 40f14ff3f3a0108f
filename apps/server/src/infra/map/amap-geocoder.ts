// AMap (高德) geocoding: GET {base}/v3/geocode/geo?key=&address=&city= answers
// { status: '1', geocodes: [{ location: 'lng,lat', city, district, level }] }. A failed or empty answer
// falls back to the built-in geocoder, so the map still shows the district.
import { z } from 'zod';
import { builtinGeocoder, type Geocoder, type GeoPoint, type GeoPrecision } from './geocoder.ts';

const TIMEOUT_MS = 3_000;

/** AMap answers an empty list as [] and a missing name as [] too (a JSON quirk of its API). */
const name = z.union([z.string(), z.array(z.unknown())]).transform((v) => (typeof v === 'string' ? v : ''));
const answer = z.object({
  status: z.string(),
  info: z.string().optional(),
  geocodes: z
    .array(
      z.object({
        location: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
        city: name.optional(),
        province: name.optional(),
        district: name.optional(),
        level: z.string().optional(),
      }),
    )
    .optional(),
});

function precisionOf(level: string | undefined): GeoPrecision {
  if (level === '区县') return 'district';
  if (level === '市' || level === '省' || level === '国家') return 'city';
  return 'address';
}

export interface AmapOptions {
  key: string;
  baseUrl: string;
  onError?: (err: unknown) => void;
}

export function amapGeocoder(options: AmapOptions): Geocoder {
  return {
    async geocode(address, cityHint) {
      const url = new URL('/v3/geocode/geo', options.baseUrl);
      url.search = new URLSearchParams({
        key: options.key,
        address,
        ...(cityHint ? { city: cityHint } : {}),
        output: 'JSON',
      }).toString();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        const body = answer.parse(await res.json());
        const first = body.geocodes?.[0];
        if (body.status !== '1' || !first) {
          if (body.status !== '1') throw new Error(`AMap geocoding failed: ${body.info ?? body.status}`);
          return await builtinGeocoder.geocode(address, cityHint);
        }
        const [lng, lat] = first.location.split(',').map(Number) as [number, number];
        const city = (first.city || first.province || cityHint || '').replace(/市$/, '');
        const result: GeoPoint = {
          lng,
          lat,
          city,
          district: first.district || null,
          precision: precisionOf(first.level),
          source: 'amap',
        };
        return result;
      } catch (err) {
        options.onError?.(err);
        return builtinGeocoder.geocode(address, cityHint);
      }
    },
  };
}
