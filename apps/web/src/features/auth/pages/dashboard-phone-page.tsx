// /store/dashboard/phone: the SMS login form on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { SmsLoginForm } from '../components/sms-login-form';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.phone;

export default function DashboardPhonePage() {
  return (
    <DashboardLoginCard way="phone">
      {(onLoggedIn) => <SmsLoginForm onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
