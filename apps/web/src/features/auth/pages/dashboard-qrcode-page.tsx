// /store/dashboard/QRCode: the QR login on its own, then the interview.
import { DashboardLoginCard } from '../components/dashboard-login-card';
import { QrLoginPanel } from '../components/qr-login-panel';

export default function DashboardQrcodePage() {
  return (
    <DashboardLoginCard way="qrcode">
      {(onLoggedIn) => <QrLoginPanel onLoggedIn={onLoggedIn} />}
    </DashboardLoginCard>
  );
}
