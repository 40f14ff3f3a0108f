// 扫码登录 (/store/entry/loginQRCode).
import { QrLoginPanel } from '../components/qr-login-panel';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AUTH_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = AUTH_MESSAGES.pageTitles.loginQRCode;

export default function LoginQrcodePage() {
  const completeLogin = useCompleteLogin();
  return <QrLoginPanel onLoggedIn={completeLogin} />;
}
