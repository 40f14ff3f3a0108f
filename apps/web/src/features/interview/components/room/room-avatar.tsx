// The interviewer in the room: the product's InterviewerAvatar, sized for the stage.
import { INTERVIEWER } from '@app/shared/constants';
import { isInterviewerId } from '@/domain/interviews/interviewer-avatar/characters';
import { InterviewerAvatar } from '@/domain/interviews/interviewer-avatar/interviewer-avatar';
import { INTERVIEW_MESSAGES } from '../../messages';
import styles from './room.module.css';

const M = INTERVIEW_MESSAGES.room;

export type AvatarState = 'idle' | 'listening' | 'speaking';

export function RoomAvatar({ interviewerId, state }: { interviewerId: number; state: AvatarState }) {
  return (
    <InterviewerAvatar
      interviewerId={isInterviewerId(interviewerId) ? interviewerId : INTERVIEWER.gentle}
      state={state}
      label={state === 'speaking' ? M.interviewerSpeaking : M.interviewer}
      className={styles.avatarSvg}
    />
  );
}
