// The map of the job's address (DESIGN.md map port): the point the server geocoded, drawn with Leaflet on the
// configured tiles. A district- or city-level point gets a circle, so it does not pass for the building.
import type { JobLocation } from '@app/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useSiteInfo } from '@/lib/site-info';
import { getJobLocation } from '../api/jobs';
import { JOBS_MESSAGES } from '../messages';
import styles from './hot-jobs.module.css';

const M = JOBS_MESSAGES.map;
const ZOOM = { address: 16, district: 12, city: 10 } as const;
const RADIUS_M = { address: 0, district: 3_000, city: 12_000 } as const;

/**
 * The map, and a sentence over it when no tiles show (none configured, or none could be loaded): a grey
 * box alone would read as broken, while the pin and the address under it still say where the job is.
 */
function MapCanvas({ location, tiles }: { location: NonNullable<JobLocation>; tiles: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(!tiles);
  useEffect(() => {
    setTilesFailed(!tiles);
    let map: LeafletMap | undefined;
    let cancelled = false;
    // Leaflet (and its stylesheet, most of the board's) only loads with a job's map, not with the board.
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([{ default: L }]) => {
      if (cancelled || !ref.current) return;
      const at: [number, number] = [location.lat, location.lng];
      map = L.map(ref.current, { attributionControl: false, scrollWheelZoom: false }).setView(
        at,
        ZOOM[location.precision],
      );
      if (tiles) {
        let loaded = false;
        L.tileLayer(tiles, { subdomains: '1234', maxZoom: 18 })
          .on('tileload', () => {
            loaded = true;
            setTilesFailed(false);
          })
          .on('tileerror', () => {
            if (!loaded && !cancelled) setTilesFailed(true);
          })
          .addTo(map);
      }
      const radius = RADIUS_M[location.precision];
      if (radius) L.circle(at, { radius, color: '#3B5BFD', weight: 1, fillOpacity: 0.08 }).addTo(map);
      // A picture, not a control: Leaflet would make it a nameless focusable button (the frame carries the name).
      L.marker(at, {
        icon: L.divIcon({ className: styles.pin, iconSize: [20, 20], iconAnchor: [10, 20] }),
        interactive: false,
        keyboard: false,
      }).addTo(map);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [location, tiles]);
  return (
    <div className={styles.mapFrame}>
      <div ref={ref} className={styles.map} role="img" aria-label={M.label(location.address)} />
      {tilesFailed ? <p className={styles.mapNote}>{M.noTiles}</p> : null}
    </div>
  );
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
