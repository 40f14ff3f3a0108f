// 密码登录 (/store/entry/loginPwd).
import { PasswordLoginForm } from '../components/password-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.loginPwd;

export default function LoginPwdPage() {
  const completeLogin = useCompleteLogin();
  return <PasswordLoginForm onLoggedIn={completeLogin} />;
}
