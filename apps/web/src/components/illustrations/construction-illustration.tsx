// Original illustration for pages still being built: a page card, a turning gear and a traffic cone.
import { COLORS } from '@/config/theme';

export function ConstructionIllustration({ width = 220 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 220 170" fill="none" aria-hidden="true">
      <ellipse cx="110" cy="152" rx="88" ry="10" fill="#E8ECF5" />
      <path d="M30 86c0-40 34-70 80-70s80 26 80 64-30 62-80 62-80-16-80-56z" fill="#EEF2FF" />
      <rect x="52" y="34" width="112" height="88" rx="10" fill="#fff" stroke="#DCE3F5" strokeWidth="2" />
      <path d="M52 44a10 10 0 0 1 10-10h92a10 10 0 0 1 10 10v6H52z" fill="#E9EEFF" />
      <circle cx="64" cy="42" r="3" fill={COLORS.error} opacity=".7" />
      <circle cx="74" cy="42" r="3" fill={COLORS.warning} opacity=".8" />
      <circle cx="84" cy="42" r="3" fill={COLORS.success} opacity=".8" />
      <rect x="66" y="62" width="58" height="8" rx="4" fill="#C9D3F6" />
      <rect x="66" y="78" width="84" height="6" rx="3" fill="#E4E8F2" />
      <rect x="66" y="90" width="70" height="6" rx="3" fill="#E4E8F2" />
      <rect x="66" y="102" width="44" height="6" rx="3" fill="#E4E8F2" />
      <g className="illustration-spin" style={{ transformOrigin: '160px 112px' }}>
        <path
          d="M160 92l4 1 2 6 5 2 5-3 5 5-3 5 2 5 6 2v8l-6 2-2 5 3 5-5 5-5-3-5 2-2 6h-8l-2-6-5-2-5 3-5-5 3-5-2-5-6-2v-8l6-2 2-5-3-5 5-5 5 3 5-2 2-6z"
          fill={COLORS.primary}
        />
        <circle cx="160" cy="112" r="8" fill="#fff" />
      </g>
      <path d="M40 146l12-42h8l12 42z" fill={COLORS.warning} />
      <path d="M47 122h18l2 8H45z" fill="#fff" opacity=".9" />
      <rect x="34" y="144" width="44" height="6" rx="3" fill="#E58A0C" />
      <circle cx="186" cy="40" r="5" fill={COLORS.success} opacity=".5" />
      <circle cx="28" cy="58" r="4" fill={COLORS.primary} opacity=".35" />
    </svg>
  );
}
