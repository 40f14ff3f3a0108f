// 面试进行中: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { INTERVIEW_MESSAGES } from '../messages';

export default function InterviewRoomPage() {
  return <UnderConstruction title={INTERVIEW_MESSAGES.pageTitles.room} />;
}
