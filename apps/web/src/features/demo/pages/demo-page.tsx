// 产品演示: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { DEMO_MESSAGES } from '../messages';

export default function DemoPage() {
  return <UnderConstruction title={DEMO_MESSAGES.pageTitles.demo} />;
}
