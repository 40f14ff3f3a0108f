// 用户协议 (/agreement): public, linked from the consent checkbox and the footer.
import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page';
import { agreement } from '../documents/agreement';
import { LEGAL_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = LEGAL_MESSAGES.agreement.title;

export default function AgreementPage() {
  return (
    <LegalPage
      document={agreement}
      other={{ to: paths.privacyPolicy, title: LEGAL_MESSAGES.privacy.title }}
    />
  );
}
