// The interviewer in the room, behind one import: a simple drawn stand-in until the product's InterviewerAvatar
// (features/interview/components/interviewer-avatar) is merged, when this file re-exports that instead.
import styles from './room.module.css';

export type AvatarState = 'idle' | 'listening' | 'speaking';

export function RoomAvatar({ interviewerId, state }: { interviewerId: number; state: AvatarState }) {
  const tough = interviewerId === 2;
  const skin = '#F6D5BF';
  const jacket = tough ? '#34435A' : '#7FA7F5';
  const hair = tough ? '#2B2F36' : '#6B4A3A';
  return (
    <svg
      viewBox="0 0 240 240"
      className={styles.avatarSvg}
      role="img"
      aria-label={state === 'speaking' ? '面试官正在说话' : '面试官'}
      data-state={state}
    >
      <circle cx="120" cy="120" r="118" fill={tough ? '#E6EBF2' : '#EEF3FF'} />
      <path d="M40 240c6-46 40-70 80-70s74 24 80 70z" fill={jacket} />
      <path d="M104 172l16 22 16-22" fill="#fff" />
      <rect x="108" y="140" width="24" height="28" rx="10" fill={skin} />
      <ellipse cx="120" cy="104" rx="46" ry="52" fill={skin} />
      <path d="M72 100c0-38 22-56 48-56s48 18 48 56c-8-18-26-26-48-26s-40 8-48 26z" fill={hair} />
      <circle cx="101" cy="106" r="4.5" fill="#2B2F36" />
      <circle cx="139" cy="106" r="4.5" fill="#2B2F36" />
      {tough ? (
        <g fill="none" stroke="#2B2F36" strokeWidth="3">
          <rect x="86" y="96" width="30" height="20" rx="6" />
          <rect x="124" y="96" width="30" height="20" rx="6" />
          <path d="M116 104h8" />
        </g>
      ) : (
        <g fill="#FF9FAF" opacity=".45">
          <circle cx="92" cy="124" r="7" />
          <circle cx="148" cy="124" r="7" />
        </g>
      )}
      <ellipse
        className={state === 'speaking' ? styles.mouthSpeaking : styles.mouth}
        cx="120"
        cy="134"
        rx="11"
        ry="4"
        fill="#B4474F"
      />
    </svg>
  );
}
