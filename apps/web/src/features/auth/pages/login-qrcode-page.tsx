// 扫码登录 (/store/entry/loginQRCode).
import { QrLoginPanel } from '../components/qr-login-panel';
import { useCompleteLogin } from '../hooks/use-complete-login';

export default function LoginQrcodePage() {
  const completeLogin = useCompleteLogin();
  return <QrLoginPanel onLoggedIn={completeLogin} />;
}
