// The report's score colour: UI.md's mapping (lib/score-color.ts), and the secondary text colour for a
// dimension that was not measured.
import { COLORS } from '@/config/theme';
import { scoreColor } from '@/lib/score-color';

export function scoreColour(score: number | null | undefined): string {
  return score === null || score === undefined ? COLORS.textSecondary : scoreColor(score);
}
