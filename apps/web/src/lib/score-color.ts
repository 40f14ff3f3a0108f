// UI.md's one mapping of a 0-100 score to a colour, for every ring, radar and trend chart of the product.
import { COLORS } from '@/config/theme';

/** 80 and above success, 60-79 primary, below 60 warning. */
export function scoreColor(score: number): string {
  if (score >= 80) return COLORS.success;
  if (score >= 60) return COLORS.primary;
  return COLORS.warning;
}
