// /store/dashboard/password: the password login form on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { PasswordLoginForm } from '../components/password-login-form';

export default function DashboardPasswordPage() {
  return (
    <DashboardLoginCard way="password">
      {(onLoggedIn) => <PasswordLoginForm onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
