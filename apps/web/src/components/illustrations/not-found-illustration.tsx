// Original 404 illustration: the middle 0 is a magnifier searching for the lost page.
import { COLORS } from '@/config/theme';

export function NotFoundIllustration({ width = 260 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 260 170" fill="none" aria-hidden="true">
      <ellipse cx="130" cy="154" rx="100" ry="10" fill="#E8ECF5" />
      <path d="M24 92c0-44 44-76 106-76s106 30 106 72-40 60-106 60S24 134 24 92z" fill="#EEF2FF" />
      <text
        x="50"
        y="118"
        fontSize="76"
        fontWeight="800"
        fill={COLORS.primary}
        fontFamily="Arial, Helvetica, sans-serif"
      >
        4
      </text>
      <text
        x="170"
        y="118"
        fontSize="76"
        fontWeight="800"
        fill={COLORS.primary}
        fontFamily="Arial, Helvetica, sans-serif"
      >
        4
      </text>
      <circle cx="131" cy="90" r="28" fill="#fff" stroke={COLORS.primary} strokeWidth="9" />
      <path d="M151 111l18 19" stroke="#2E44E0" strokeWidth="11" strokeLinecap="round" />
      <circle cx="122" cy="87" r="3" fill={COLORS.text} />
      <circle cx="140" cy="87" r="3" fill={COLORS.text} />
      <path d="M123 101c5-4 11-4 16 0" stroke={COLORS.text} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M114 74c3-5 8-7 13-7" stroke="#C9D3F6" strokeWidth="3" strokeLinecap="round" />
      <path d="M200 34l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={COLORS.warning} className="illustration-twinkle" />
      <circle cx="46" cy="42" r="5" fill={COLORS.success} opacity=".45" />
      <circle cx="226" cy="120" r="4" fill={COLORS.primary} opacity=".35" />
    </svg>
  );
}
