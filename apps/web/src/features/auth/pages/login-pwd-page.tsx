// 密码登录 (/store/entry/loginPwd).
import { useSearchParams } from 'react-router';
import { isBusinessScene, paths } from '@/config/paths';
import { PasswordLoginForm } from '../components/password-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.loginPwd;

export default function LoginPwdPage() {
  const [params] = useSearchParams();
  const business = isBusinessScene(params);
  // A recruiter lands in the inbox unless a `redirect` says otherwise.
  const completeLogin = useCompleteLogin(business ? paths.businessChat : undefined);
  return <PasswordLoginForm onLoggedIn={completeLogin} scene={business ? 'business' : 'user'} />;
}
