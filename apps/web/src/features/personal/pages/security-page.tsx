// 账号安全: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { PERSONAL_MESSAGES } from '../messages';

export default function SecurityPage() {
  return <UnderConstruction title={PERSONAL_MESSAGES.pageTitles.security} />;
}
