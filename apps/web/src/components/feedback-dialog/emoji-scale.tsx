// The five-level satisfaction scale of SPEC §2 as original SVG faces, from 非常满意 to 非常不满意.
import { EMOJI_LEVELS } from '@app/shared/constants';
import { useId } from 'react';
import styles from './feedback-dialog.module.css';

/** Tint and ink per level, from happy green to unhappy red. */
const PALETTE = [
  { fill: '#E3F7EF', ink: '#10A37A' },
  { fill: '#ECF7E1', ink: '#52A82F' },
  { fill: '#FFF6DB', ink: '#D99A00' },
  { fill: '#FFEEDC', ink: '#E07B00' },
  { fill: '#FDE6E4', ink: '#D9362A' },
] as const;

function Face({ level }: { level: number }) {
  const { fill, ink } = PALETTE[level] ?? PALETTE[2];
  const stroke = { stroke: ink, strokeWidth: 2.4, strokeLinecap: 'round' as const, fill: 'none' };
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
      <circle cx="24" cy="24" r="21" fill={fill} stroke={ink} strokeWidth="2" />
      {level === 0 ? (
        <>
          <path d="M13.5 20.5q3.5-4.5 7 0M27.5 20.5q3.5-4.5 7 0" {...stroke} />
          <path d="M13 27.5h22q-2 10-11 10t-11-10z" fill={ink} />
          <path d="M18 33.5q6 3.5 12 0" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
          <circle cx="11.5" cy="27" r="2.6" fill="#FF8FA3" opacity=".55" />
          <circle cx="36.5" cy="27" r="2.6" fill="#FF8FA3" opacity=".55" />
        </>
      ) : null}
      {level === 1 ? (
        <>
          <circle cx="17" cy="20" r="2.4" fill={ink} />
          <circle cx="31" cy="20" r="2.4" fill={ink} />
          <path d="M15.5 28.5q8.5 8 17 0" {...stroke} />
        </>
      ) : null}
      {level === 2 ? (
        <>
          <circle cx="17" cy="20.5" r="2.4" fill={ink} />
          <circle cx="31" cy="20.5" r="2.4" fill={ink} />
          <path d="M16.5 31h15" {...stroke} />
        </>
      ) : null}
      {level === 3 ? (
        <>
          <circle cx="17" cy="21" r="2.4" fill={ink} />
          <circle cx="31" cy="21" r="2.4" fill={ink} />
          <path d="M16 34q8-6.5 16 0" {...stroke} />
        </>
      ) : null}
      {level === 4 ? (
        <>
          <path d="M12.5 16.5l6.5 2.5M35.5 16.5l-6.5 2.5" {...stroke} />
          <circle cx="17" cy="22.5" r="2.4" fill={ink} />
          <circle cx="31" cy="22.5" r="2.4" fill={ink} />
          <path d="M15 37.5q9-10 18 0z" fill={ink} />
        </>
      ) : null}
    </svg>
  );
}

export interface EmojiScaleProps {
  value: number | null;
  onChange: (index: number) => void;
  label: string;
}

/** Native radio buttons (arrow keys move the choice), each drawn as its face with the level's name. */
export function EmojiScale({ value, onChange, label }: EmojiScaleProps) {
  const name = useId();
  return (
    <fieldset className={styles.scale}>
      <legend className={styles.legend}>{label}</legend>
      {EMOJI_LEVELS.map((level, index) => {
        const checked = value === index;
        return (
          <label key={level} className={checked ? `${styles.face} ${styles.faceChecked}` : styles.face}>
            <input
              type="radio"
              name={name}
              value={index}
              checked={checked}
              onChange={() => onChange(index)}
              className={styles.radio}
            />
            <Face level={index} />
            <span className={styles.faceLabel}>{level}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
