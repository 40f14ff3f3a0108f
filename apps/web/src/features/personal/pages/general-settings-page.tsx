// 通用设置: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { PERSONAL_MESSAGES } from '../messages';

export default function GeneralSettingsPage() {
  return <UnderConstruction title={PERSONAL_MESSAGES.pageTitles.general} />;
}
