// 隐私政策 (/privacy-policy): public, linked from the consent checkbox and the footer.
import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page';
import { privacyPolicy } from '../documents/privacy-policy';
import { LEGAL_MESSAGES } from '../messages';

/** The tab title (RouteHandle.title), loaded with the page so the app shell carries no feature texts. */
export const title = LEGAL_MESSAGES.privacy.title;

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      other={{ to: paths.agreement, title: LEGAL_MESSAGES.agreement.title }}
    />
  );
}
