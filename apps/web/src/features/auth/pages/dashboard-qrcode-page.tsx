// /store/dashboard/QRCode: the QR login on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { QrLoginPanel } from '../components/qr-login-panel';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.qrCode;

export default function DashboardQrcodePage() {
  return (
    <DashboardLoginCard way="qrcode">
      {(onLoggedIn) => <QrLoginPanel onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
