// API contract of the site's public facts: who operates it, how to reach them, its ICP filing (the footer).
import { z } from 'zod';
import { speechCapabilities } from './speech.ts';

/** GET /api/site/info. Each is null when its setting is unset; the footer shows only what is set. */
export const siteInfoResponse = z.object({
  /** The operating company (SITE_OPERATOR). */
  operator: z.string().nullable(),
  /** A contact line: an email address or a phone number (SITE_CONTACT). */
  contact: z.string().nullable(),
  /** The ICP filing number, e.g. 京ICP备12345678号-1 (SITE_ICP). */
  icp: z.string().nullable(),
  /** Tile URL template of the job map ({s}, {x}, {y}, {z}), from MAP_TILE_URL. */
  map_tile_url: z.string(),
  /** Whether the server speaks the interviewer's lines (TTS_*) and transcribes answers (ASR_*). */
  speech: speechCapabilities,
});
export type SiteInfo = z.infer<typeof siteInfoResponse>;
