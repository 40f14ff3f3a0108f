// Original illustration of the empty resume list: a blank resume sheet with an upload arrow.
import { COLORS } from '@/config/theme';

export function ResumeEmptyIllustration() {
  return (
    <svg viewBox="0 0 200 150" width="180" aria-hidden="true">
      <ellipse cx="100" cy="138" rx="76" ry="8" fill="#E8ECF5" />
      <path d="M40 70c0-34 26-56 62-56s58 22 58 54-24 56-60 56-60-20-60-54z" fill="#EEF2FF" />
      <g transform="rotate(-6 86 76)">
        <rect x="52" y="26" width="72" height="96" rx="8" fill="#fff" stroke="#D3DBF5" strokeWidth="2" />
        <circle cx="70" cy="46" r="8" fill="#DDE4FF" />
        <rect x="84" y="40" width="30" height="5" rx="2.5" fill="#C9D3F6" />
        <rect x="84" y="49" width="20" height="4" rx="2" fill="#E4E8F2" />
        <rect x="62" y="64" width="52" height="4" rx="2" fill="#E4E8F2" />
        <rect x="62" y="74" width="44" height="4" rx="2" fill="#E4E8F2" />
        <rect x="62" y="84" width="48" height="4" rx="2" fill="#E4E8F2" />
        <rect x="62" y="98" width="36" height="4" rx="2" fill="#E4E8F2" />
      </g>
      <circle cx="134" cy="96" r="20" fill={COLORS.primary} />
      <path
        d="M134 106V87m-7 7l7-7 7 7"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="160" cy="44" r="4" fill={COLORS.success} opacity=".6" />
      <circle cx="42" cy="112" r="3" fill={COLORS.warning} opacity=".7" />
    </svg>
  );
}
