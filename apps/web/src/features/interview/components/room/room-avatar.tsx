// The interviewer in the room: the product's InterviewerAvatar, sized for the stage.
import { INTERVIEWER } from '@app/shared/constants';
import { isInterviewerId } from '../interviewer-avatar/characters';
import { InterviewerAvatar } from '../interviewer-avatar/interviewer-avatar';
import styles from './room.module.css';

export type AvatarState = 'idle' | 'listening' | 'speaking';

export function RoomAvatar({ interviewerId, state }: { interviewerId: number; state: AvatarState }) {
  return (
    <InterviewerAvatar
      interviewerId={isInterviewerId(interviewerId) ? interviewerId : INTERVIEWER.gentle}
      state={state}
      label={state === 'speaking' ? '面试官正在说话' : '面试官'}
      className={styles.avatarSvg}
    />
  );
}
