// 求职辅导: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { COACHING_MESSAGES } from '../messages';

export default function CoachingPage() {
  return <UnderConstruction title={COACHING_MESSAGES.pageTitles.coaching} />;
}
