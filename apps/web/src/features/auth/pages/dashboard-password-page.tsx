// /store/dashboard/password: the password login form on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { PasswordLoginForm } from '../components/password-login-form';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.password;

export default function DashboardPasswordPage() {
  return (
    <DashboardLoginCard way="password">
      {(onLoggedIn) => <PasswordLoginForm onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
