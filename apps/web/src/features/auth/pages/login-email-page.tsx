// 验证码登录: filled in by a later issue; until then the shared 建设中 panel.
import { UnderConstruction } from '@/components/under-construction';
import { AUTH_MESSAGES } from '../messages';

export default function LoginEmailPage() {
  return <UnderConstruction title={AUTH_MESSAGES.pageTitles.loginEmail} />;
}
