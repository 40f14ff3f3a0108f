// Original illustration of the report's empty state: a report card with a score ring and a rising chart.
import { COLORS } from '@/config/theme';

export function ReportIllustration({ width = 220 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 220 170" fill="none" aria-hidden="true">
      <ellipse cx="110" cy="152" rx="88" ry="10" fill="#E8ECF5" />
      <path d="M28 88c0-42 36-72 82-72s82 28 82 66-32 62-82 62-82-14-82-56z" fill="#EEF2FF" />
      <rect x="50" y="28" width="120" height="100" rx="12" fill="#fff" stroke="#DCE3F5" strokeWidth="2" />
      <circle cx="82" cy="62" r="17" stroke="#E4E8F2" strokeWidth="6" />
      <path d="M82 45a17 17 0 0 1 16 22" stroke={COLORS.success} strokeWidth="6" strokeLinecap="round" />
      <rect x="108" y="52" width="46" height="7" rx="3.5" fill="#C9D3F6" />
      <rect x="108" y="66" width="32" height="6" rx="3" fill="#E4E8F2" />
      <path
        d="M64 112l18-14 16 8 20-18 18 10"
        stroke={COLORS.primary}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="136" cy="98" r="4" fill={COLORS.primary} />
    </svg>
  );
}
