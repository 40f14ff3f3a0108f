// The look settings of SPEC §3 (beautify, filter) as canvas filters, applied to every frame of the preview and
// of the recording alike.

export const BEAUTIFY_OPTIONS = ['smooth', 'brighten', 'rosy'] as const;
export type BeautifyOption = (typeof BEAUTIFY_OPTIONS)[number];

export const FILTER_PRESETS = {
  none: 'none',
  warm: 'sepia(0.18) saturate(1.15) hue-rotate(-6deg)',
  cool: 'saturate(0.95) hue-rotate(12deg) brightness(1.02)',
  vivid: 'saturate(1.35) contrast(1.08)',
  mono: 'grayscale(1) contrast(1.05)',
  film: 'sepia(0.3) contrast(0.95) brightness(1.04)',
} as const;
export type FilterPreset = keyof typeof FILTER_PRESETS;

export function isFilterPreset(value: string): value is FilterPreset {
  return Object.hasOwn(FILTER_PRESETS, value);
}

/** One canvas `filter` string for the whole frame: the preset, then brightening and a rosy tint. */
export function frameFilter(filter: string, beautify: readonly string[]): string {
  const parts: string[] = [];
  if (isFilterPreset(filter) && filter !== 'none') parts.push(FILTER_PRESETS[filter]);
  if (beautify.includes('brighten')) parts.push('brightness(1.12) contrast(0.96)');
  if (beautify.includes('rosy')) parts.push('saturate(1.12) sepia(0.06)');
  return parts.length ? parts.join(' ') : 'none';
}

/**
 * Skin smoothing: a softly blurred copy laid over the frame at low opacity. It evens skin and keeps edges
 * readable; the strength is fixed, as a face-aware smoothing would need the face model on the render path.
 */
export const SMOOTH_BLUR_PX = 3;
export const SMOOTH_ALPHA = 0.4;
