// The footer of the public pages: the two documents every visitor may read, and who runs the site
// (operator, contact, ICP filing) as the deployment's settings say, each line only when it is set.

import { Link } from 'react-router';
import { BRAND } from '@/config/brand';
import { ICP_LOOKUP_URL } from '@/config/links';
import { COMMON_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/lib/site-info';
import styles from './site-footer.module.css';

const M = COMMON_MESSAGES.footer;

export function SiteFooter({ className }: { className?: string }) {
  const { operator, contact, icp } = useSiteInfo();
  return (
    <footer className={className ? `${styles.footer} ${className}` : styles.footer}>
      <nav className={styles.links}>
        <Link to={paths.agreement}>{M.agreement}</Link>
        <Link to={paths.privacyPolicy}>{M.privacyPolicy}</Link>
      </nav>
      <p className={styles.line}>
        <span>{M.copyright(new Date().getFullYear(), BRAND.company)}</span>
        {operator ? <span>{M.operator(operator)}</span> : null}
        {contact ? <span>{M.contact(contact)}</span> : null}
        {icp ? (
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {icp}
          </a>
        ) : null}
      </p>
    </footer>
  );
}
