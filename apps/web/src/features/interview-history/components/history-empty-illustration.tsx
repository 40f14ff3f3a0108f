// Original illustration of an empty history: a record card with a blank score ring and a pencil.
import { COLORS } from '@/config/theme';

export function HistoryEmptyIllustration({ width = 200 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 200 150" fill="none" aria-hidden="true">
      <ellipse cx="100" cy="136" rx="78" ry="9" fill="#E8ECF5" />
      <path d="M24 76c0-36 32-62 76-62s76 24 76 58-28 56-76 56-76-16-76-52z" fill="#EEF2FF" />
      <rect x="46" y="30" width="108" height="86" rx="12" fill="#fff" stroke="#DCE3F5" strokeWidth="2" />
      <rect x="60" y="46" width="46" height="8" rx="4" fill="#C9D3F6" />
      <rect x="60" y="62" width="36" height="6" rx="3" fill="#E4E8F2" />
      <rect x="60" y="74" width="42" height="6" rx="3" fill="#E4E8F2" />
      <circle cx="128" cy="64" r="14" stroke="#E4E8F2" strokeWidth="5" />
      <path d="M128 50a14 14 0 0 1 13.3 9.6" stroke={COLORS.primary} strokeWidth="5" strokeLinecap="round" />
      <rect x="60" y="94" width="80" height="8" rx="4" fill="#F1F4FA" />
      <g transform="rotate(35 160 100)">
        <rect x="154" y="72" width="12" height="44" rx="3" fill={COLORS.warning} />
        <path d="M154 116h12l-6 12z" fill="#FFD9A6" />
        <rect x="154" y="72" width="12" height="7" rx="2" fill="#E58A0C" />
      </g>
      <circle cx="36" cy="44" r="4" fill={COLORS.success} opacity=".5" />
      <circle cx="172" cy="34" r="5" fill={COLORS.primary} opacity=".3" />
    </svg>
  );
}
