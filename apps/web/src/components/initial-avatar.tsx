// A person's initial in a coloured circle (the experts of home, the coaches of /qzpp). Plain markup rather
// than antd's Avatar, which hides its text until it has measured it in the browser: on a page rendered at
// build time the circles would be empty until the scripts ran.
import { COLORS } from '@/config/theme';
import styles from './initial-avatar.module.css';

const PALETTE = [COLORS.primary, COLORS.success, COLORS.warning, '#6A4DFF'];

/** `index`: the person's place in their list, so neighbours differ in colour. */
export function InitialAvatar({ name, index }: { name: string; index: number }) {
  return (
    <span className={styles.avatar} style={{ background: PALETTE[index % PALETTE.length] }} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}
