// AI面试: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { INTERVIEW_MESSAGES } from '../messages';

export default function InterviewStartPage() {
  return <UnderConstruction title={INTERVIEW_MESSAGES.pageTitles.start} />;
}
