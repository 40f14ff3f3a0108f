// 请选择您的面试官: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { INTERVIEW_MESSAGES } from '../messages';

export default function SelectInterviewerPage() {
  return <UnderConstruction title={INTERVIEW_MESSAGES.pageTitles.selectInterviewer} />;
}
