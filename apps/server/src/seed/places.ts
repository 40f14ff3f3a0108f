// Where seeded companies and jobs are: city weights, districts with centroids, plausible street addresses.
import { ALL_CITIES, CITY_CENTROIDS, CITY_DISTRICTS, HOT_CITIES } from '@app/shared/cities';
import { FILTER_CITIES, NATIONWIDE } from '@app/shared/constants';

/** Street names common to most Chinese cities, so an address never names a road of another city. */
export const ROADS = [
  '科技园路',
  '创业大道',
  '软件园路',
  '学院路',
  '建设路',
  '人民路',
  '中山路',
  '解放路',
  '创新大道',
  '高新大道',
  '滨江大道',
  '和平路',
  '光华路',
  '文化路',
  '长江路',
  '世纪大道',
  '科学大道',
  '创智路',
  '数码路',
  '未来路',
  '锦绣路',
  '新华路',
  '东风路',
  '湖滨路',
  '青年路',
  '星光大道',
  '富民路',
  '振兴路',
  '金融街',
  '迎宾大道',
];

export const BUILDINGS = [
  '科创大厦',
  '国际中心',
  '创新中心',
  '金融中心A座',
  '软件园B区',
  '数字产业园3号楼',
  '时代广场',
  '星光大厦',
  '智慧谷',
  '天地大厦',
  '中心广场B座',
  '云谷园区',
  '科技大厦',
  '创意产业园',
  '环球贸易中心',
  '万象大厦',
];

/** Cities whose official name is not `{city}市` (autonomous prefectures, special administrative regions). */
const CITY_PREFIXES: Record<string, string> = {
  香港: '香港',
  澳门: '澳门',
  西双版纳: '西双版纳州景洪市',
  延边: '延边州延吉市',
  恩施: '恩施州恩施市',
  大理: '大理州大理市',
};

/** The address head of a city and district, e.g. 北京市海淀区. */
export function addressPrefix(city: string, district: string | null): string {
  return `${CITY_PREFIXES[city] ?? `${city}市`}${district ?? ''}`;
}

export interface Place {
  city: string;
  /** Index among the city's places, from 0. */
  k: number;
  /** Number of places in the city. */
  n: number;
  district: string | null;
  lng: number;
  lat: number;
  /** Half-width in degrees of the jitter around the centroid: a district is smaller than a city. */
  spread: number;
  prefix: string;
}

/** One place per district of the filter cities, one per city elsewhere. */
export function buildPlaces(): Place[] {
  return ALL_CITIES.flatMap((city): Place[] => {
    const districts = Object.entries(CITY_DISTRICTS[city] ?? {});
    if (districts.length === 0) {
      const [lng, lat] = CITY_CENTROIDS[city]!;
      return [
        { city, k: 0, n: 1, district: null, lng, lat, spread: 0.04, prefix: addressPrefix(city, null) },
      ];
    }
    return districts.map(([district, [lng, lat]], k) => ({
      city,
      k,
      n: districts.length,
      district,
      lng,
      lat,
      spread: 0.02,
      prefix: addressPrefix(city, district),
    }));
  });
}

/** Shares (out of 2000) of the filter cities: most postings are in the big eight. */
const FILTER_CITY_SLOTS: Record<string, number> = {
  北京: 320,
  上海: 320,
  深圳: 260,
  广州: 200,
  杭州: 200,
  成都: 140,
  武汉: 100,
  南京: 100,
};
const OTHER_HOT_CITY_SLOTS = 30;

/**
 * City slots: a job draws one uniformly, so a city's share is its number of slots. About 82% of jobs
 * land in the filter cities, 9% in the other hot cities and the rest spread over every other city.
 */
export function buildCitySlots(): string[] {
  const filter = new Set<string>(FILTER_CITIES.filter((c) => c !== NATIONWIDE));
  const hot = new Set<string>(HOT_CITIES);
  return ALL_CITIES.flatMap((city) => {
    const slots = filter.has(city)
      ? (FILTER_CITY_SLOTS[city] ?? 100)
      : hot.has(city)
        ? OTHER_HOT_CITY_SLOTS
        : 1;
    return Array.from({ length: slots }, () => city);
  });
}
