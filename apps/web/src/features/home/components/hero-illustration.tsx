// Original hero illustration: an interview window with the AI interviewer, the candidate tile and a score card.
import { COLORS } from '@/config/theme';
import { HOME_MESSAGES } from '../messages';

const T = HOME_MESSAGES.illustration;
const RING_R = 26;
const RING_C = 2 * Math.PI * RING_R;
const SCORE = 86;

export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 520 460"
      width="100%"
      role="img"
      aria-label={T.interviewer}
      style={{ overflow: 'visible' }}
    >
      <defs>
        <linearGradient id="hero-window" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset="1" stopColor="#F7F9FF" />
        </linearGradient>
        <linearGradient id="hero-stage" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#E8EDFF" />
          <stop offset="1" stopColor="#D6DEFF" />
        </linearGradient>
        <linearGradient id="hero-cam" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3A4670" />
          <stop offset="1" stopColor="#252E4D" />
        </linearGradient>
        <filter id="hero-shadow" filterUnits="userSpaceOnUse" x="-40" y="-40" width="600" height="540">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#3B5BFD" floodOpacity="0.14" />
        </filter>
      </defs>

      <circle cx="440" cy="70" r="46" fill="#DDE4FF" opacity=".7" />
      <circle cx="46" cy="318" r="40" fill="#D9F4EA" opacity=".8" />

      {/* interview window */}
      <g filter="url(#hero-shadow)">
        <rect x="30" y="40" width="440" height="300" rx="18" fill="url(#hero-window)" />
      </g>
      <rect x="30" y="40" width="440" height="36" rx="18" fill="#F0F3FF" />
      <rect x="30" y="58" width="440" height="18" fill="#F0F3FF" />
      <circle cx="54" cy="58" r="5" fill={COLORS.error} opacity=".75" />
      <circle cx="72" cy="58" r="5" fill={COLORS.warning} opacity=".85" />
      <circle cx="90" cy="58" r="5" fill={COLORS.success} opacity=".85" />
      <rect x="384" y="51" width="64" height="14" rx="7" fill="#fff" />
      <circle cx="396" cy="58" r="3.5" fill={COLORS.error} className="illustration-pulse" />
      <text x="405" y="62" fontSize="10" fill={COLORS.textSecondary}>
        12:36
      </text>

      {/* interviewer stage */}
      <rect x="48" y="90" width="270" height="180" rx="14" fill="url(#hero-stage)" />
      <g>
        <path d="M128 270c4-40 28-58 55-58s51 18 55 58z" fill={COLORS.primary} />
        <path d="M168 214l15 22 15-22z" fill="#fff" />
        <path d="M178 236l5 24 5-24-5-6z" fill="#2E44E0" />
        <rect x="172" y="190" width="22" height="26" rx="8" fill="#F6CBB0" />
        <ellipse cx="183" cy="164" rx="36" ry="40" fill="#FFDCC7" />
        <path
          d="M146 160c-4-34 20-52 40-50 22 0 40 16 36 46-6-14-18-22-34-24-14 8-30 14-42 28z"
          fill="#2B3A67"
        />
        <ellipse cx="170" cy="170" rx="3.6" ry="4.2" fill="#1F2329" />
        <ellipse cx="196" cy="170" rx="3.6" ry="4.2" fill="#1F2329" />
        <path
          d="M163 160q7-5 14 0M189 160q7-5 14 0"
          stroke="#2B3A67"
          strokeWidth="2.4"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M173 186q10 9 20 0" stroke="#C2574A" strokeWidth="3" strokeLinecap="round" fill="none" />
        <circle cx="160" cy="182" r="5" fill="#FFB3A0" opacity=".55" />
        <circle cx="206" cy="182" r="5" fill="#FFB3A0" opacity=".55" />
      </g>
      <rect x="60" y="102" width="74" height="22" rx="11" fill="#fff" opacity=".9" />
      <circle cx="73" cy="113" r="4" fill={COLORS.success} />
      <text x="82" y="117" fontSize="11" fill={COLORS.text}>
        {T.interviewer}
      </text>

      {/* candidate camera */}
      <rect x="332" y="90" width="120" height="180" rx="14" fill="url(#hero-cam)" />
      <circle cx="392" cy="160" r="26" fill="#5A6790" />
      <path d="M350 262c4-34 22-52 42-52s38 18 42 52z" fill="#5A6790" />
      <rect x="342" y="100" width="30" height="20" rx="10" fill="#fff" opacity=".16" />
      <text x="350" y="114" fontSize="11" fill="#fff">
        {T.you}
      </text>

      {/* subtitle */}
      <rect x="48" y="284" width="404" height="40" rx="12" fill="#F3F5FA" />
      <rect x="60" y="296" width="4" height="16" rx="2" fill={COLORS.primary} />
      <text x="74" y="309" fontSize="14" fill={COLORS.text}>
        {T.question}
      </text>

      {/* follow-up chip */}
      <g filter="url(#hero-shadow)">
        <rect x="282" y="2" width="112" height="40" rx="20" fill="#fff" />
      </g>
      <circle cx="304" cy="22" r="12" fill="#FFF1DE" />
      <path d="M306 13l-7 11h6l-2 8 7-11h-6z" fill={COLORS.warning} />
      <text x="322" y="27" fontSize="14" fontWeight="600" fill={COLORS.text}>
        {T.followUp}
      </text>

      {/* score card */}
      <g filter="url(#hero-shadow)">
        <rect x="250" y="334" width="250" height="120" rx="16" fill="#fff" />
      </g>
      <circle cx="300" cy="394" r={RING_R} fill="none" stroke="#E9EDF7" strokeWidth="8" />
      <circle
        cx="300"
        cy="394"
        r={RING_R}
        fill="none"
        stroke={COLORS.success}
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${(RING_C * SCORE) / 100} ${RING_C}`}
        transform="rotate(-90 300 394)"
      />
      <text x="300" y="400" fontSize="18" fontWeight="700" textAnchor="middle" fill={COLORS.text}>
        {SCORE}
      </text>
      <text x="300" y="440" fontSize="11" textAnchor="middle" fill={COLORS.textSecondary}>
        {T.score}
      </text>
      {T.dimensions.map((d, i) => (
        <g key={d.label} transform={`translate(346 ${360 + i * 28})`}>
          <text x="0" y="10" fontSize="12" fill={COLORS.textSecondary}>
            {d.label}
          </text>
          <rect x="32" y="3" width="100" height="8" rx="4" fill="#EEF1F8" />
          <rect
            x="32"
            y="3"
            width={d.value}
            height="8"
            rx="4"
            fill={i === 0 ? COLORS.success : COLORS.primary}
          />
          <text x="140" y="11" fontSize="11" fill={COLORS.text}>
            {d.value}
          </text>
        </g>
      ))}

      {/* evaluation chip */}
      <g filter="url(#hero-shadow)">
        <rect x="6" y="232" width="112" height="40" rx="20" fill="#fff" />
      </g>
      <circle cx="28" cy="252" r="12" fill="#DDF6EE" />
      <path
        d="M22 252l4 4 8-8"
        stroke={COLORS.success}
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="46" y="257" fontSize="14" fontWeight="600" fill={COLORS.text}>
        {T.evaluation}
      </text>
    </svg>
  );
}
