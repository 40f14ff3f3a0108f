// Original illustration of the login entry: the AI coach in a video call, a rising score and a ticked plan.
import { COLORS } from '@/config/theme';

const RING_R = 22;
const RING_C = 2 * Math.PI * RING_R;

export function LoginIllustration() {
  return (
    <svg viewBox="0 0 460 380" width="100%" aria-hidden="true" style={{ overflow: 'visible' }}>
      <defs>
        <linearGradient id="login-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#E6ECFF" />
          <stop offset="1" stopColor="#F3F6FF" />
        </linearGradient>
        <linearGradient id="login-stage" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#DCE4FF" />
          <stop offset="1" stopColor="#C8D4FF" />
        </linearGradient>
        <filter id="login-shadow" filterUnits="userSpaceOnUse" x="-40" y="-40" width="540" height="460">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#3B5BFD" floodOpacity="0.13" />
        </filter>
      </defs>

      <path
        d="M52 196c-14-86 58-160 168-166 104-6 196 44 212 134 16 94-46 176-170 186-120 10-196-52-210-154z"
        fill="url(#login-bg)"
      />
      <circle cx="404" cy="60" r="10" fill={COLORS.success} opacity=".35" />
      <circle cx="40" cy="300" r="7" fill={COLORS.primary} opacity=".3" />
      <path
        d="M380 300l4 9 9 4-9 4-4 9-4-9-9-4 9-4z"
        fill={COLORS.warning}
        className="illustration-twinkle"
      />
      <path
        d="M78 78l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"
        fill={COLORS.primary}
        opacity=".6"
        className="illustration-twinkle"
      />

      {/* call window */}
      <g filter="url(#login-shadow)">
        <rect x="84" y="70" width="280" height="206" rx="18" fill="#fff" />
      </g>
      <rect x="100" y="86" width="248" height="142" rx="12" fill="url(#login-stage)" />
      {/* the coach */}
      <path d="M174 228c4-34 24-50 50-50s46 16 50 50z" fill={COLORS.primary} />
      <path d="M210 180l14 18 14-18z" fill="#fff" />
      <circle cx="224" cy="146" r="30" fill="#FFD9BF" />
      <path d="M194 142c0-22 14-34 30-34s30 12 30 34c-6-10-16-14-30-14s-24 4-30 14z" fill="#2B3250" />
      <circle cx="213" cy="148" r="3" fill="#2B3250" />
      <circle cx="235" cy="148" r="3" fill="#2B3250" />
      <path d="M215 160q9 7 18 0" stroke="#2B3250" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M192 146a32 32 0 0 1 64 0" stroke="#1F2A5C" strokeWidth="4" fill="none" />
      <rect x="186" y="140" width="9" height="16" rx="4" fill="#1F2A5C" />
      <rect x="253" y="140" width="9" height="16" rx="4" fill="#1F2A5C" />
      <path d="M190 156q0 14 16 16" stroke="#1F2A5C" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="208" cy="172" r="3.2" fill="#1F2A5C" />
      {/* controls */}
      <circle cx="196" cy="252" r="11" fill="#EEF2FF" />
      <rect x="192" y="245" width="8" height="11" rx="4" fill={COLORS.primary} />
      <circle cx="224" cy="252" r="11" fill={COLORS.error} />
      <rect x="218" y="250" width="12" height="4" rx="2" fill="#fff" />
      <circle cx="252" cy="252" r="11" fill="#EEF2FF" />
      <rect x="246" y="247" width="9" height="10" rx="2" fill={COLORS.primary} />
      <path d="M255 252l5-4v8z" fill={COLORS.primary} />

      {/* speech bubble */}
      <g filter="url(#login-shadow)">
        <rect x="20" y="118" width="128" height="58" rx="14" fill="#fff" />
        <path d="M132 170l18 14-4-18z" fill="#fff" />
      </g>
      <rect x="34" y="132" width="72" height="8" rx="4" fill={COLORS.primary} opacity=".85" />
      <rect x="34" y="148" width="98" height="6" rx="3" fill="#DCE3F5" />
      <rect x="34" y="160" width="64" height="6" rx="3" fill="#DCE3F5" />

      {/* score card */}
      <g filter="url(#login-shadow)">
        <rect x="318" y="150" width="120" height="112" rx="16" fill="#fff" />
      </g>
      <circle cx="378" cy="198" r={RING_R} fill="none" stroke="#E7F7F1" strokeWidth="8" />
      <circle
        cx="378"
        cy="198"
        r={RING_R}
        fill="none"
        stroke={COLORS.success}
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${RING_C * 0.92} ${RING_C}`}
        transform="rotate(-90 378 198)"
      />
      <text x="378" y="204" textAnchor="middle" fontSize="17" fontWeight="700" fill={COLORS.text}>
        92
      </text>
      <rect x="346" y="236" width="64" height="7" rx="3.5" fill="#E4E8F2" />

      {/* plan card */}
      <g filter="url(#login-shadow)">
        <rect x="40" y="262" width="176" height="92" rx="16" fill="#fff" />
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(58 ${282 + i * 22})`}>
          <circle cx="7" cy="7" r="7" fill={i < 2 ? COLORS.success : '#E4E8F2'} />
          {i < 2 ? (
            <path
              d="M3.5 7l2.5 2.5 4.5-5"
              stroke="#fff"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          ) : null}
          <rect
            x="22"
            y="3"
            width={i === 1 ? 90 : 112}
            height="8"
            rx="4"
            fill={i < 2 ? '#D6DEFF' : '#EEF1F7'}
          />
        </g>
      ))}
    </svg>
  );
}
