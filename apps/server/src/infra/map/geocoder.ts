// The map port (DESIGN.md): an address to a point on the map. The built-in geocoder knows the centroids of
// the cities and districts the product lists; AMap's geocoding API replaces it when AMAP_KEY is set.
import { CITY_CENTROIDS, CITY_DISTRICTS, type LngLat } from '@app/shared/cities';

/** How close the point is to the address: the building, its district, or only its city. */
export type GeoPrecision = 'address' | 'district' | 'city';

export interface GeoPoint {
  lng: number;
  lat: number;
  city: string;
  district: string | null;
  precision: GeoPrecision;
  source: 'builtin' | 'amap';
}

export interface Geocoder {
  /** Null when nothing in the address names a place this geocoder knows. */
  geocode(address: string, cityHint?: string | null): Promise<GeoPoint | null>;
}

const point = ([lng, lat]: LngLat, city: string, district: string | null): GeoPoint => ({
  lng,
  lat,
  city,
  district,
  precision: district ? 'district' : 'city',
  source: 'builtin',
});

/** The city named by the hint or found in the address ('上海市浦东新区…' and '上海浦东…' alike). */
function findCity(address: string, hint: string | null | undefined): string | null {
  const bare = (name: string) => name.replace(/市$/, '');
  if (hint && CITY_CENTROIDS[bare(hint)]) return bare(hint);
  let found: { city: string; at: number } | null = null;
  for (const city of Object.keys(CITY_CENTROIDS)) {
    const at = address.indexOf(city);
    // The earliest mention wins, the longer name on a tie (so 南京 is not read as 南 of some shorter name).
    if (at >= 0 && (!found || at < found.at || (at === found.at && city.length > found.city.length))) {
      found = { city, at };
    }
  }
  return found?.city ?? null;
}

export const builtinGeocoder: Geocoder = {
  async geocode(address, cityHint) {
    const city = findCity(address, cityHint);
    if (!city) return null;
    const districts = CITY_DISTRICTS[city] ?? {};
    const district = Object.keys(districts).find((d) => address.includes(d)) ?? null;
    return point(district ? districts[district]! : CITY_CENTROIDS[city]!, city, district);
  },
};
