// 面试记录: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { INTERVIEW_HISTORY_MESSAGES } from '../messages';

export default function InterviewHistoryPage() {
  return <UnderConstruction title={INTERVIEW_HISTORY_MESSAGES.pageTitles.history} />;
}
