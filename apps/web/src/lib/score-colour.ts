// UI.md's score colours, one mapping for rings, radar and trend charts: 80+ success, 60–79 primary, below 60
// warning; a score that was not measured is drawn in the secondary text colour.
import { COLORS } from '@/config/theme';

export const SCORE_BANDS = { good: 80, fair: 60 } as const;

export function scoreColour(score: number | null | undefined): string {
  if (score === null || score === undefined) return COLORS.textSecondary;
  if (score >= SCORE_BANDS.good) return COLORS.success;
  if (score >= SCORE_BANDS.fair) return COLORS.primary;
  return COLORS.warning;
}
