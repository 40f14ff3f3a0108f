// Original illustration for a page that failed to load: a cloud with an unplugged cable.
import { COLORS } from '@/config/theme';

export function LoadErrorIllustration({ width = 220 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 220 170" fill="none" aria-hidden="true">
      <ellipse cx="110" cy="154" rx="86" ry="10" fill="#E8ECF5" />
      <path d="M30 88c0-40 34-70 80-70s80 26 80 64-30 62-80 62-80-16-80-56z" fill="#EEF2FF" />
      <path
        d="M70 100a22 22 0 0 1 3-44 30 30 0 0 1 56-8 24 24 0 0 1 22 26 18 18 0 0 1-4 26z"
        fill="#fff"
        stroke="#DCE3F5"
        strokeWidth="2"
      />
      <circle cx="110" cy="72" r="14" fill={COLORS.warning} />
      <rect x="108" y="62" width="4" height="13" rx="2" fill="#fff" />
      <circle cx="110" cy="80" r="2.4" fill="#fff" />
      <path d="M70 132c10 0 14-6 20-12" stroke={COLORS.primary} strokeWidth="4" strokeLinecap="round" />
      <rect
        x="88"
        y="110"
        width="16"
        height="12"
        rx="3"
        fill={COLORS.primary}
        transform="rotate(-40 96 116)"
      />
      <path d="M150 132c-10 0-14-6-20-12" stroke="#9AA5C0" strokeWidth="4" strokeLinecap="round" />
      <rect x="116" y="110" width="16" height="12" rx="3" fill="#9AA5C0" transform="rotate(40 124 116)" />
      <path
        d="M106 128l3-6M114 128l-3-6M110 132v-8"
        stroke={COLORS.warning}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
