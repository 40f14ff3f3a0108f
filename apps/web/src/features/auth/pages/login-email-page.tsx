// 验证码登录 (/store/entry/loginEmail), and with ?mode=register the registration form.
import { useLocation, useSearchParams } from 'react-router';
import { isRegisterMode } from '@/config/paths';
import { RegisterForm } from '../components/register-form';
import { SmsLoginForm } from '../components/sms-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES } from '../messages';

/** History state another page may hand to registration: the mobile to start with. */
export interface RegisterState {
  mobile?: string;
}

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = (search: string) =>
  isRegisterMode(search) ? AUTH_MESSAGES.pageTitles.register : AUTH_MESSAGES.pageTitles.loginEmail;

export default function LoginEmailPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const completeLogin = useCompleteLogin();
  if (isRegisterMode(params)) {
    const mobile = (state as RegisterState | null)?.mobile;
    return (
      <RegisterForm
        initialMobile={typeof mobile === 'string' ? mobile : undefined}
        onRegistered={(response) => completeLogin(response, AUTH_MESSAGES.registerSuccess)}
      />
    );
  }
  return <SmsLoginForm onLoggedIn={completeLogin} />;
}
