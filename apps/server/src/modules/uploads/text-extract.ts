// Plain text out of an uploaded resume or JD (PDF, DOCX, DOC, TXT), read once at upload time.
import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { decodeText } from './file-types.ts';

/** Longest text kept: a resume or JD is a few pages; more is a book someone uploaded by mistake. */
export const MAX_TEXT_CHARS = 200_000;
/** A hostile or huge document must not hold the upload forever. */
const PARSE_TIMEOUT_MS = 20_000;

async function readPdf(buf: Buffer): Promise<string> {
  // pdf.js takes ownership of the array it is given; hand it a copy. verbosity 0: no console warnings.
  const pdf = await getDocumentProxy(new Uint8Array(buf), { verbosity: 0 });
  try {
    const { text } = await extractPdfText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(buf: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: buf });
  return value;
}

async function readDoc(buf: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(buf);
  return document.getBody();
}

const READERS: Record<string, (buf: Buffer) => Promise<string>> = {
  '.pdf': readPdf,
  '.docx': readDocx,
  '.doc': readDoc,
  '.txt': async (buf) => decodeText(buf) ?? '',
};

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
 * The document's text, or null when it cannot be read (corrupt, encrypted, image-only, unsupported).
 * Never throws: a file that cannot be parsed is still a stored file, just without text.
 */
export async function extractDocumentText(
  extension: string,
  buf: Buffer,
  onError?: (err: unknown) => void,
): Promise<string | null> {
  const read = READERS[extension];
  if (!read) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`parsing ${extension} timed out`)), PARSE_TIMEOUT_MS);
  });
  try {
    const text = tidyText(await Promise.race([read(buf), timeout]));
    return text || null;
  } catch (err) {
    onError?.(err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
