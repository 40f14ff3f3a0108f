// GET /api/site/info: the operator, contact line and ICP filing number the footer names (each may be unset),
// and the job map's tile URL.
import { routes } from '@app/shared/routes';
import type { SiteInfo } from '@app/shared/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

const NOTHING_SET: SiteInfo = {
  operator: null,
  contact: null,
  icp: null,
  map_tile_url: '',
  speech: { tts: false, asr: false },
};

export async function getSiteInfo(): Promise<SiteInfo> {
  return api.call(routes.site.info);
}

export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'info'],
    queryFn: getSiteInfo,
    // Settings change only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Until the answer arrives (or when it fails) nothing is shown. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(siteInfoQueryOptions());
  return data ?? NOTHING_SET;
}
