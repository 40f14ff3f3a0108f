// The interviewer as an original SVG character (UI.md): idle, listening and speaking, the mouth driven by the
// voice's level when one is given, else by a talking rhythm. Used by the selection page and the interview room.
import { INTERVIEWER } from '@app/shared/constants';
import { CHARACTER_LOOKS, type CharacterLook, type InterviewerId } from './characters';
import styles from './interviewer-avatar.module.css';

export type AvatarState = 'idle' | 'listening' | 'speaking';

export interface InterviewerAvatarProps {
  interviewerId: InterviewerId;
  state?: AvatarState;
  /** 0-1 loudness of the interviewer's voice right now; when given, the mouth opens with it. */
  audioLevel?: number;
  /** Accessible name; the avatar is decorative without one. */
  label?: string;
  className?: string;
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function ToughHair({ look }: { look: CharacterLook }) {
  // Short, neat, side-parted.
  return (
    <path
      d="M68 118c-4-40 20-64 54-64 30 0 52 18 52 52l-2 14c-4-14-8-22-14-28-18 4-44 2-62-10-8 8-16 20-20 36z"
      fill={look.hair}
    />
  );
}

function GentleHair({ look }: { look: CharacterLook }) {
  // A soft shoulder-length bob framing the face; the back part is drawn behind the head.
  return (
    <path
      d="M66 122c-6-44 18-70 54-70s62 24 56 72c-2 14-10 20-16 22 6-16 6-34-2-50-20 10-48 10-70-4-10 14-14 34-8 54-8-4-12-12-14-24z"
      fill={look.hair}
    />
  );
}

function GentleHairBack({ look }: { look: CharacterLook }) {
  return <path d="M62 120c-4 40 4 66 22 76h72c18-10 26-36 22-76z" fill={look.hair} opacity=".92" />;
}

function Glasses({ color }: { color: string }) {
  return (
    <g stroke={color} strokeWidth="3" fill="rgba(255,255,255,.18)">
      <rect x="84" y="111" width="30" height="21" rx="5" />
      <rect x="126" y="111" width="30" height="21" rx="5" />
      <path d="M114 119h12M84 118l-12-4M156 118l12-4" fill="none" />
    </g>
  );
}

export function InterviewerAvatar({
  interviewerId,
  state = 'idle',
  audioLevel,
  label,
  className,
}: InterviewerAvatarProps) {
  const look = CHARACTER_LOOKS[interviewerId];
  const tough = interviewerId === INTERVIEWER.tough;
  const hasLevel = audioLevel !== undefined;
  const open = state === 'speaking';
  const mouthStyle =
    open && hasLevel ? { transform: `scaleY(${0.15 + 0.85 * clamp01(audioLevel)})` } : undefined;

  return (
    <svg
      viewBox="0 0 240 280"
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      data-state={state}
      data-audio={hasLevel ? 'on' : 'off'}
      data-interviewer={interviewerId}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="120" cy="130" r="112" fill={look.backdrop} />
      <g
        className={styles.listenWaves}
        stroke={look.accent}
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      >
        <path d="M200 104c8 8 8 24 0 32" />
        <path d="M212 94c14 14 14 38 0 52" />
      </g>

      <g className={styles.body}>
        {/* Shoulders and jacket. */}
        <path d="M34 280c2-48 30-74 86-74s84 26 86 74z" fill={look.jacket} />
        <path d="M96 208l24 40 24-40-10-4h-28z" fill={look.shirt} />
        {tough ? (
          <>
            <path d="M120 214l-6 10 6 34 6-34z" fill={look.accent} />
            <path d="M92 206l28 50-10 24H78zM148 206l-28 50 10 24h32z" fill={look.jacketShade} />
          </>
        ) : (
          <>
            <path
              d="M92 208c6 30 16 48 28 60 12-12 22-30 28-60"
              fill="none"
              stroke={look.jacketShade}
              strokeWidth="6"
            />
            <circle cx="120" cy="246" r="4" fill={look.accent} />
          </>
        )}
        <rect x="106" y="170" width="28" height="40" rx="12" fill={look.skinShade} />
      </g>

      <g className={styles.head}>
        {!tough && <GentleHairBack look={look} />}
        <ellipse cx="70" cy="130" rx="9" ry="13" fill={look.skinShade} />
        <ellipse cx="170" cy="130" rx="9" ry="13" fill={look.skinShade} />
        <ellipse cx="120" cy="124" rx="50" ry="58" fill={look.skin} />
        {tough ? <ToughHair look={look} /> : <GentleHair look={look} />}

        {/* Brows: level and straight for the exact one, raised and soft for the warm one. */}
        {tough ? (
          <g stroke={look.hair} strokeWidth="4" strokeLinecap="round">
            <path d="M88 104l22-2M130 102l22 2" />
          </g>
        ) : (
          <g stroke={look.hair} strokeWidth="3.5" strokeLinecap="round" fill="none">
            <path d="M88 106c6-5 14-6 22-3M130 103c8-3 16-2 22 3" />
          </g>
        )}

        <g className={styles.eyes} fill="#1F2329">
          {tough ? (
            <>
              <ellipse cx="99" cy="122" rx="4.5" ry="4" />
              <ellipse cx="141" cy="122" rx="4.5" ry="4" />
            </>
          ) : (
            <>
              <ellipse cx="99" cy="121" rx="5" ry="5.5" />
              <ellipse cx="141" cy="121" rx="5" ry="5.5" />
              <circle cx="101" cy="119" r="1.6" fill="#fff" />
              <circle cx="143" cy="119" r="1.6" fill="#fff" />
            </>
          )}
        </g>
        {look.glasses && <Glasses color={look.glasses} />}
        {look.cheeks && (
          <g fill={look.cheeks} opacity=".55">
            <ellipse cx="88" cy="144" rx="9" ry="5" />
            <ellipse cx="152" cy="144" rx="9" ry="5" />
          </g>
        )}
        <path
          d="M120 128c-3 8-4 12 0 14"
          stroke={look.skinShade}
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />

        {open ? (
          <g className={styles.mouth} style={mouthStyle} data-testid="avatar-mouth-open">
            <ellipse cx="120" cy="160" rx={tough ? 10 : 11} ry="8" fill="#6B2E2A" />
            <ellipse cx="120" cy="164" rx="6" ry="3" fill="#E07C78" />
          </g>
        ) : tough ? (
          <path
            d="M109 160c6 2 16 2 22 0"
            stroke={look.lips}
            strokeWidth="3.5"
            strokeLinecap="round"
            fill="none"
          />
        ) : (
          <path
            d="M106 156c6 9 22 9 28 0"
            stroke={look.lips}
            strokeWidth="3.5"
            strokeLinecap="round"
            fill="none"
          />
        )}
      </g>
    </svg>
  );
}
