// 设置密码: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { AUTH_MESSAGES } from '../messages';

export default function SetPasswordPage() {
  return <UnderConstruction title={AUTH_MESSAGES.pageTitles.password} />;
}
