// 忘记密码 (/store/entry/forgottenPwd): verify the mobile, set a new password, back to login.
import { useNavigate, useSearchParams } from 'react-router';
import { entryViewPath } from '../components/entry-links';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { AUTH_MESSAGES } from '../messages';
import type { RegisterState } from './login-email-page';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.forgottenPwd;

export default function ForgottenPwdPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ForgotPasswordForm
      onBackToLogin={() => navigate(entryViewPath('password', params))}
      onRegister={(mobile) =>
        navigate(entryViewPath('register', params), { state: { mobile } satisfies RegisterState })
      }
    />
  );
}
