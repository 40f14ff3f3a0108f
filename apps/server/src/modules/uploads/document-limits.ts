// Caps on reading a document's text, shared by the parse worker and the code that reports its refusals.
import { DOCUMENT_MAX_PAGES, type UPLOAD_MESSAGES } from '@app/shared/uploads';

/** Longest text kept: a resume or JD is a few pages; more is a book someone uploaded by mistake. */
export const MAX_TEXT_CHARS = 200_000;
/** Most pages a PDF may have: a resume or JD has a handful; thousands of pages is a bomb. */
export const MAX_PDF_PAGES = DOCUMENT_MAX_PAGES;
/** Most bytes a document's compressed parts may inflate to (PDF streams, DOCX zip entries). */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/** Largest inflation ratio of one DOCX zip entry above 1 MB: XML compresses 5-20 times, zeros 1000. */
export const MAX_ZIP_RATIO = 100;

/** Which cap a document hit: it is refused, never parsed further. */
export type DocumentLimit = keyof typeof UPLOAD_MESSAGES.documentRefused;

export class DocumentLimitError extends Error {
  constructor(
    readonly limit: DocumentLimit,
    detail: string,
  ) {
    super(`document over its ${limit} limit: ${detail}`);
    this.name = 'DocumentLimitError';
  }
}
