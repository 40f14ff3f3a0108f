// Original illustration of the QR confirm page: a phone vouching for a computer.
import { COLORS } from '@/config/theme';

export function DeviceLinkIllustration() {
  return (
    <svg viewBox="0 0 220 130" width="200" aria-hidden="true">
      <ellipse cx="110" cy="118" rx="92" ry="8" fill="#E8ECF5" />
      <rect x="18" y="18" width="120" height="80" rx="10" fill="#fff" stroke="#D3DBF5" strokeWidth="2" />
      <rect x="28" y="28" width="100" height="60" rx="6" fill="#EEF2FF" />
      <rect x="62" y="98" width="32" height="10" fill="#D3DBF5" />
      <rect x="50" y="106" width="56" height="6" rx="3" fill="#C3CDEE" />
      <rect x="40" y="40" width="40" height="6" rx="3" fill={COLORS.primary} opacity=".8" />
      <rect x="40" y="52" width="70" height="5" rx="2.5" fill="#D6DEFF" />
      <rect x="40" y="62" width="54" height="5" rx="2.5" fill="#D6DEFF" />
      <rect x="150" y="30" width="52" height="86" rx="10" fill={COLORS.primary} />
      <rect x="155" y="38" width="42" height="66" rx="5" fill="#fff" />
      <circle cx="176" cy="110" r="2.6" fill="#fff" opacity=".8" />
      <circle cx="176" cy="68" r="13" fill={COLORS.success} />
      <path d="M170 68l4.5 4.5 8-9" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      <path
        d="M140 58q6-10 12-4"
        stroke={COLORS.primary}
        strokeWidth="2"
        strokeDasharray="3 4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
