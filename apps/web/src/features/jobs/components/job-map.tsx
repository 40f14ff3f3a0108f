// The map of the job's address (DESIGN.md map port): the point the server geocoded, drawn with Leaflet on the
// configured tiles. A district- or city-level point gets a circle, so it does not pass for the building.
import 'leaflet/dist/leaflet.css';
import type { JobLocation } from '@app/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useSiteInfo } from '@/lib/site-info';
import { getJobLocation } from '../api/jobs';
import { JOBS_MESSAGES } from '../messages';
import styles from './hot-jobs.module.css';

const M = JOBS_MESSAGES.map;
const ZOOM = { address: 16, district: 12, city: 10 } as const;
const RADIUS_M = { address: 0, district: 3_000, city: 12_000 } as const;

function MapCanvas({ location, tiles }: { location: NonNullable<JobLocation>; tiles: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    // Leaflet only loads with a job's map, not with the board.
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !ref.current) return;
      const at: [number, number] = [location.lat, location.lng];
      map = L.map(ref.current, { attributionControl: false, scrollWheelZoom: false }).setView(
        at,
        ZOOM[location.precision],
      );
      if (tiles) L.tileLayer(tiles, { subdomains: '1234', maxZoom: 18 }).addTo(map);
      const radius = RADIUS_M[location.precision];
      if (radius) L.circle(at, { radius, color: '#3B5BFD', weight: 1, fillOpacity: 0.08 }).addTo(map);
      L.marker(at, {
        icon: L.divIcon({ className: styles.pin, iconSize: [20, 20], iconAnchor: [10, 20] }),
      }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [location, tiles]);
  return <div ref={ref} className={styles.map} role="img" aria-label={M.label(location.address)} />;
}

export function JobMap({ jobId }: { jobId: number }) {
  const { map_tile_url: tiles } = useSiteInfo();
  const { data: location } = useQuery({
    queryKey: ['jobs', 'location', jobId],
    queryFn: () => getJobLocation(jobId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!location) return null;
  const place = `${location.city}${location.district ?? ''}`;
  return (
    <div className={styles.mapBox}>
      <MapCanvas location={location} tiles={tiles} />
      <p className={styles.muted}>
        {location.precision === 'address' ? location.address : M.approximate(place)}
      </p>
    </div>
  );
}
