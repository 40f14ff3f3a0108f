// 验证码登录 (/store/entry/loginEmail), and with ?mode=register the registration form.
import { useSearchParams } from 'react-router';
import { REGISTER_MODE } from '../components/entry-links';
import { RegisterForm } from '../components/register-form';
import { SmsLoginForm } from '../components/sms-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES } from '../messages';

export default function LoginEmailPage() {
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  if (params.get('mode') === REGISTER_MODE) {
    return (
      <RegisterForm onRegistered={(response) => completeLogin(response, AUTH_MESSAGES.registerSuccess)} />
    );
  }
  return <SmsLoginForm onLoggedIn={completeLogin} />;
}
