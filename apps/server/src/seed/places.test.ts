import {
  ALL_CITIES,
  CITY_CENTROIDS,
  CITY_DISTRICTS,
  CITY_GROUPS,
  districtCentroid,
  HOT_CITIES,
} from '@app/shared/cities';
import { FILTER_CITIES, NATIONWIDE } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { buildCitySlots, buildPlaces } from './places.ts';

const inChina = ([lng, lat]: readonly [number, number]) => lng > 73 && lng < 135 && lat > 18 && lat < 54;

describe('city lists', () => {
  it('lists 150+ distinct cities in letter groups, each with a centroid in China', () => {
    expect(ALL_CITIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL_CITIES).size).toBe(ALL_CITIES.length);
    expect(CITY_GROUPS.map((g) => g.letter)).toEqual([...CITY_GROUPS.map((g) => g.letter)].sort());
    for (const city of ALL_CITIES) expect(inChina(CITY_CENTROIDS[city]!)).toBe(true);
  });

  it('has every hot city and filter city, and districts for the filter cities', () => {
    for (const city of HOT_CITIES) expect(ALL_CITIES).toContain(city);
    for (const city of FILTER_CITIES.filter((c) => c !== NATIONWIDE)) {
      const districts = Object.values(CITY_DISTRICTS[city] ?? {});
      expect(districts.length).toBeGreaterThanOrEqual(5);
      // A district lies within about 60 km of its city's centre.
      const [lng, lat] = CITY_CENTROIDS[city]!;
      for (const [dLng, dLat] of districts) expect(Math.hypot(dLng - lng, dLat - lat)).toBeLessThan(0.6);
    }
  });

  it('geocodes a district, falling back to the city', () => {
    expect(districtCentroid('北京', '海淀区')).toEqual(CITY_DISTRICTS.北京!.海淀区);
    expect(districtCentroid('北京', '不存在区')).toEqual(CITY_CENTROIDS.北京);
    expect(districtCentroid('火星', null)).toBeUndefined();
  });
});

describe('seed places', () => {
  it('puts most jobs in the filter cities', () => {
    const slots = buildCitySlots();
    const filter = new Set<string>(FILTER_CITIES);
    expect(slots.filter((c) => filter.has(c)).length / slots.length).toBeGreaterThan(0.75);
    expect(new Set(slots).size).toBe(ALL_CITIES.length);
  });

  it('numbers each city’s places from 0', () => {
    const places = buildPlaces();
    for (const city of ALL_CITIES) {
      const own = places.filter((p) => p.city === city);
      expect(own.map((p) => p.k)).toEqual(own.map((_, i) => i));
      expect(own.every((p) => p.n === own.length && p.prefix.length > 0)).toBe(true);
    }
  });
});
