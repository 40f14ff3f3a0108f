// One interviewer to choose: the character, its style and the people it suits; clicking a chosen card unchooses it.
import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { InterviewerId } from '@/domain/interviews/interviewer-avatar/characters';
import { InterviewerAvatar } from '@/domain/interviews/interviewer-avatar/interviewer-avatar';
import { INTERVIEW_PREP_MESSAGES } from '../../messages';
import styles from './select-page.module.css';

const M = INTERVIEW_PREP_MESSAGES.select;

export function InterviewerCard({
  id,
  selected,
  usable,
  onToggle,
}: {
  id: InterviewerId;
  selected: boolean;
  usable: boolean;
  onToggle: (id: InterviewerId) => void;
}) {
  const profile = M.profiles[id];
  return (
    <button
      type="button"
      className={selected ? `${styles.card} ${styles.selected}` : styles.card}
      aria-pressed={selected}
      data-testid={`interviewer-${id}`}
      onClick={() => onToggle(id)}
    >
      {selected && <CheckCircleFilled className={styles.check} aria-label={M.selected} />}
      <div className={styles.portrait}>
        <InterviewerAvatar interviewerId={id} state={selected ? 'speaking' : 'idle'} />
      </div>
      <div className={styles.profile}>
        <h2 className={styles.name}>
          {profile.name}
          {!usable && <Tag className={styles.devTag}>{M.inDevelopmentTag}</Tag>}
        </h2>
        <p className={styles.tagline}>{profile.tagline}</p>
        <h3 className={styles.label}>{M.styleLabel}</h3>
        <p className={styles.text}>{profile.style}</p>
        <h3 className={styles.label}>{M.suitedLabel}</h3>
        <ul className={styles.suited}>
          {profile.suited.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </button>
  );
}
