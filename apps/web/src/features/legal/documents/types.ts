// The shape both documents are written in, so one component renders them.

/** A run of text, optionally ending in a link inside the product. */
export type Paragraph = string | { text: string; link: { to: string; label: string }; after?: string };

export interface LegalSection {
  heading: string;
  paragraphs?: Paragraph[];
  /** A bulleted list after the paragraphs. */
  items?: Paragraph[];
  /** Paragraphs after the list. */
  notes?: Paragraph[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updatedAt: string;
  intro: Paragraph[];
  sections: LegalSection[];
}

/** Who the documents name: the product, and the operator and contact from the site settings. */
export interface LegalParties {
  brand: string;
  operator: string;
  contact: string;
}
