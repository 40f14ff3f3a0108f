// Plain text out of an uploaded resume or JD (PDF, DOCX, DOC, TXT). Runs inside the parse worker
// (parse-worker.ts): a hostile file may take time or memory here, never on the server's own thread.

import { DocumentLimitError, MAX_PDF_PAGES, MAX_TEXT_CHARS } from './document-limits.ts';
import { decodeText } from './file-types.ts';
import { assertPdfWithinLimits } from './pdf-check.ts';
import { assertZipWithinLimits } from './zip-check.ts';

async function readPdf(buf: Buffer): Promise<string> {
  assertPdfWithinLimits(buf);
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js takes ownership of the array it is given; hand it a copy. verbosity 0: no console warnings.
  const pdf = await getDocumentProxy(new Uint8Array(buf), { verbosity: 0 });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new DocumentLimitError('pages', `${pdf.numPages} pages`);
    }
    const pages: string[] = [];
    let length = 0;
    // Page by page (as unpdf's extractText does), stopping once the text cap is reached.
    for (let n = 1; n <= pdf.numPages && length < MAX_TEXT_CHARS; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length;
    }
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n');
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(buf: Buffer): Promise<string> {
  await assertZipWithinLimits(buf);
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: buf });
  return value;
}

async function readDoc(buf: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(buf);
  return document.getBody();
}

const READERS: Record<string, (buf: Buffer) => Promise<string>> = {
  '.pdf': readPdf,
  '.docx': readDocx,
  '.doc': readDoc,
  '.txt': async (buf) => decodeText(buf) ?? '',
};

export const DOCUMENT_EXTENSIONS = Object.keys(READERS);

/** Blank lines collapsed, trailing spaces dropped, capped at MAX_TEXT_CHARS. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * The document's tidy text ('' when it holds none). Throws DocumentLimitError when it is over a cap, any
 * other error when it cannot be read (corrupt, encrypted, unsupported).
 */
export async function readDocumentText(extension: string, buf: Buffer): Promise<string> {
  const read = READERS[extension];
  if (!read) throw new Error(`no reader for ${extension}`);
  return tidyText(await read(buf));
}
