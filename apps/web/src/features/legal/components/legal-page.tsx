// The frame of 用户协议 and 隐私政策: one readable column, the document, a link to the other one, the footer.
// The operator and contact come from the site settings; unset, the documents use a neutral wording.
import { Link } from 'react-router';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { BRAND } from '@/config/brand';
import { useSiteInfo } from '@/lib/site-info';
import type { LegalDocument, LegalParties, Paragraph } from '../documents/types';
import { LEGAL_MESSAGES as M } from '../messages';
import styles from './legal-page.module.css';

function Text({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return (
    <>
      {paragraph.text}
      <Link to={paragraph.link.to}>{paragraph.link.label}</Link>
      {paragraph.after}
    </>
  );
}

// The documents are fixed texts whose order never changes, so a position is a stable key.
function Paragraphs({ list }: { list: Paragraph[] | undefined }) {
  return list?.map((paragraph, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static text
    <p key={i} className={styles.paragraph}>
      <Text paragraph={paragraph} />
    </p>
  ));
}

export function LegalPage({
  document: write,
  other,
}: {
  /** The document, written for the parties of this deployment. */
  document: (parties: LegalParties) => LegalDocument;
  /** The other document, linked at the top. */
  other: { to: string; title: string };
}) {
  const { operator, contact } = useSiteInfo();
  const doc = write({
    brand: BRAND.name,
    operator: operator ?? M.operatorFallback,
    contact: contact ?? M.contactFallback,
  });

  return (
    <>
      <div className={styles.page}>
        <article className={styles.card}>
          <header className={styles.head}>
            <h1 className={styles.title}>{doc.title}</h1>
            <p className={styles.meta}>
              <span>{M.updated(doc.updatedAt)}</span>
              <span>
                {M.seeAlso}
                <Link to={other.to}>《{other.title}》</Link>
              </span>
            </p>
          </header>
          <Paragraphs list={doc.intro} />
          {doc.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              <Paragraphs list={section.paragraphs} />
              {section.items ? (
                <ul className={styles.list}>
                  {section.items.map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text
                    <li key={i}>
                      <Text paragraph={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <Paragraphs list={section.notes} />
            </section>
          ))}
        </article>
      </div>
      <SiteFooter />
    </>
  );
}
