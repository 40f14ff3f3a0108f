// 热门职位: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { JOBS_MESSAGES } from '../messages';

export default function HotJobsPage() {
  return <UnderConstruction title={JOBS_MESSAGES.pageTitles.hotJobs} />;
}
