// Plain text out of an uploaded resume or JD (PDF, DOCX, DOC, TXT). Runs inside the parse worker
// (parse-worker.ts): a hostile file may take time or memory here, never on the server's own thread.

import { DocumentLimitError, MAX_PDF_PAGES, MAX_TEXT_CHARS } from './document-limits.ts';
import { decodeText } from './file-types.ts';
import { assertPdfWithinLimits } from './pdf-check.ts';
import { assertZipWithinLimits } from './zip-check.ts';

/** One text run of a PDF page as pdf.js reports it: its string, where it starts and how wide it is. */
interface PdfRun {
  str: string;
  x: number;
  width: number;
  height: number;
  endOfLine: boolean;
}

interface PdfLine {
  text: string;
  left: number;
  right: number;
  size: number;
}

/**
 * The page's runs as lines. Runs with a gap between them (table cells, tab stops) get a space, so that
 * `学校 专业 学历` does not come out as one word.
 */
function linesOf(runs: PdfRun[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  let end = 0;
  for (const run of runs) {
    if (!line) {
      line = { text: '', left: run.x, right: run.x, size: run.height };
      end = run.x;
    }
    if (run.str) {
      const gap = run.x - end;
      const spaced = /\s$/.test(line.text) || /^\s/.test(run.str);
      if (line.text && !spaced && gap > Math.max(run.height, 1) * 0.3) line.text += ' ';
      line.text += run.str;
      end = run.x + run.width;
      if (run.str.trim()) line.right = Math.max(line.right, end);
      line.size = Math.max(line.size, run.height);
    }
    if (run.endOfLine) {
      lines.push(line);
      line = null;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const LIST_START =
  /^\s*(?:(?:19|20)\d{2}\s*[./年-]|[•●■◆▪·\-*]|\d{1,2}[.、)）]|[（(]\d{1,2}[)）]|[一二三四五六七八九十]+[、.])/;
const LATIN_END = /[A-Za-z0-9,.;:%)]$/;

/**
 * Lines put back together where the page, not the writer, broke them: a line that runs to the right margin
 * and is followed by one starting at the same left edge, not a list item, continues it. The right margin is
 * taken as wide as the left one (a line past it moves it out).
 */
function unwrap(lines: PdfLine[], pageWidth: number): string {
  const left = Math.min(pageWidth, ...lines.filter((l) => l.text.trim()).map((l) => l.left));
  const right = Math.max(pageWidth - left, ...lines.map((l) => l.right));
  const out: string[] = [];
  lines.forEach((line, i) => {
    const text = line.text.trim();
    const previous = lines[i - 1];
    if (out.length > 0 && previous && wrapsInto(previous, line, right)) {
      const glue = LATIN_END.test(out[out.length - 1]!) && /^[A-Za-z0-9]/.test(text) ? ' ' : '';
      out[out.length - 1] += glue + text;
    } else out.push(text);
  });
  return out.join('\n');
}

function wrapsInto(previous: PdfLine, line: PdfLine, right: number): boolean {
  const size = Math.max(previous.size, line.size, 1);
  // A run that cannot be broken (1500人, Kubernetes) moves whole to the next line and leaves a wider gap.
  const unbroken = /^[A-Za-z0-9.,%+#-]*/.exec(line.text.trim())![0].length;
  return (
    previous.text.trim().length >= 12 &&
    right - previous.right < size * (1.5 + unbroken * 0.6) &&
    Math.abs(line.left - previous.left) < size * 0.5 &&
    !LIST_START.test(line.text)
  );
}

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
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs: PdfRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x, ,] = item.transform as number[];
        runs.push({
          str: item.str,
          x: x ?? 0,
          width: item.width,
          height: item.height,
          endOfLine: item.hasEOL,
        });
      }
      const text = unwrap(linesOf(runs), page.view[2] ?? 0);
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Mammoth's HTML as lines: a table row on one line (cells apart by a tab), a list item marked with •. */
export function textOfWordHtml(html: string): string {
  const text = html
    .replace(/<table[^>]*>([\s\S]*?)<\/table>/g, (_, table: string) =>
      table.replace(/<tr[^>]*>([\s\S]*?)<\/tr>/g, (_, row: string) => {
        const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((m) =>
          m[1]!
            .replace(/<\/p>\s*<p[^>]*>/g, ' ')
            .replace(/<[^>]+>/g, '')
            .trim(),
        );
        return `${cells.filter(Boolean).join('\t')}\n`;
      }),
    )
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li[^>]*>/g, '• ')
    .replace(/<\/(?:p|h[1-6]|li)>/g, '\n')
    .replace(/<[^>]+>/g, '');
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

async function readDocx(buf: Buffer): Promise<string> {
  await assertZipWithinLimits(buf);
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.convertToHtml({ buffer: buf });
  return textOfWordHtml(value);
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
