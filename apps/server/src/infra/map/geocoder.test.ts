import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CITY_DISTRICTS } from '@app/shared/cities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amapGeocoder } from './amap-geocoder.ts';
import { builtinGeocoder } from './geocoder.ts';

describe('the built-in geocoder', () => {
  it('places an address at its district, or its city when no district is named', async () => {
    const [lng, lat] = CITY_DISTRICTS.上海!.浦东新区!;
    expect(await builtinGeocoder.geocode('上海市浦东新区张江高科技园区科苑路88号')).toEqual({
      lng,
      lat,
      city: '上海',
      district: '浦东新区',
      precision: 'district',
      source: 'builtin',
    });
    expect(await builtinGeocoder.geocode('人民路 100 号', '杭州市')).toMatchObject({
      city: '杭州',
      district: null,
      precision: 'city',
    });
  });

  it('knows nothing of an address that names no listed place', async () => {
    expect(await builtinGeocoder.geocode('某某路 1 号')).toBeNull();
  });
});

/** A stand-in for restapi.amap.com that answers what the test queued and records the query. */
describe('the AMap geocoder against a stand-in speaking its wire format', () => {
  let server: Server;
  let base = '';
  let next: { status: number; body: string } = { status: 200, body: '{}' };
  const queries: URLSearchParams[] = [];
  const errors: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      queries.push(new URL(req.url ?? '/', 'http://x').searchParams);
      res.statusCode = next.status;
      res.setHeader('content-type', 'application/json;charset=UTF-8');
      res.end(next.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const amap = () => amapGeocoder({ key: 'k-123', baseUrl: base, onError: (err) => errors.push(err) });

  it('sends the key, address and city, and reads the building-level point', async () => {
    next = {
      status: 200,
      body: JSON.stringify({
        status: '1',
        info: 'OK',
        count: '1',
        geocodes: [
          {
            formatted_address: '北京市朝阳区阜通东大街6号',
            province: '北京市',
            city: '北京市',
            district: '朝阳区',
            location: '116.480881,39.989410',
            level: '门牌号',
          },
        ],
      }),
    };
    expect(await amap().geocode('北京市朝阳区阜通东大街6号', '北京')).toEqual({
      lng: 116.480881,
      lat: 39.98941,
      city: '北京',
      district: '朝阳区',
      precision: 'address',
      source: 'amap',
    });
    const query = queries.at(-1)!;
    expect([query.get('key'), query.get('address'), query.get('city')]).toEqual([
      'k-123',
      '北京市朝阳区阜通东大街6号',
      '北京',
    ]);
  });

  it('falls back to the built-in geocoder on an error answer, a broken body or no result', async () => {
    for (const body of [
      JSON.stringify({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }),
      'not json',
      JSON.stringify({ status: '1', count: '0', geocodes: [] }),
    ]) {
      next = { status: 200, body };
      expect(await amap().geocode('上海市浦东新区科苑路88号')).toMatchObject({
        city: '上海',
        district: '浦东新区',
        source: 'builtin',
      });
    }
    expect(errors.length).toBe(2);
  });
});
