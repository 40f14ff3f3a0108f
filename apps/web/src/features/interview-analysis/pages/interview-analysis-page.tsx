// 面试分析: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { INTERVIEW_ANALYSIS_MESSAGES } from '../messages';

export default function InterviewAnalysisPage() {
  return <UnderConstruction title={INTERVIEW_ANALYSIS_MESSAGES.pageTitles.analysis} />;
}
