// Where a job is, for the map of its detail panel: its address through the map port, remembered for a day
// (AMap counts calls), else the position stored with the job.
import type { JobLocation } from '@app/shared/jobs';
import type { Kv } from '../../infra/kv/kv.ts';
import type { Geocoder } from '../../infra/map/geocoder.ts';
import type { Job } from './tables.ts';

const CACHE_SECONDS = 24 * 3600;

export async function locateJob(
  deps: { geocoder: Geocoder; kv: Kv },
  job: Pick<Job, 'jobAddress' | 'city' | 'lng' | 'lat'>,
): Promise<JobLocation> {
  const address = job.jobAddress || job.city;
  const key = `geo:${job.city}:${address}`;
  const cached = await deps.kv.get(key);
  if (cached) return JSON.parse(cached) as JobLocation;
  const point = address ? await deps.geocoder.geocode(address, job.city) : null;
  const location: JobLocation = point
    ? { address, ...point }
    : job.lng != null && job.lat != null
      ? {
          address,
          lng: job.lng,
          lat: job.lat,
          city: job.city,
          district: null,
          precision: 'city',
          source: 'builtin',
        }
      : null;
  if (location) await deps.kv.set(key, JSON.stringify(location), CACHE_SECONDS);
  return location;
}
