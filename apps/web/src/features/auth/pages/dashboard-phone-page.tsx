// /store/dashboard/phone: the SMS login form on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { SmsLoginForm } from '../components/sms-login-form';

export default function DashboardPhonePage() {
  return (
    <DashboardLoginCard way="phone">
      {(onLoggedIn) => <SmsLoginForm onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
