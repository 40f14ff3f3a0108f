// 密码登录 (/store/entry/loginPwd).
import { PasswordLoginForm } from '../components/password-login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';

export default function LoginPwdPage() {
  const completeLogin = useCompleteLogin();
  return <PasswordLoginForm onLoggedIn={completeLogin} />;
}
