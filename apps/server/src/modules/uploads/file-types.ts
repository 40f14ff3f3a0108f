// What a file really is: its content must match its extension (magic bytes), whatever the client claims.

export const MIME_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.txt': 'text/plain; charset=utf-8',
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE Compound File Binary header: Word 97-2003 .doc files live in one. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isPdf(buf: Buffer): boolean {
  // Readers accept the header anywhere in the first 1 KB (some generators put junk before it).
  return buf.subarray(0, 1024).includes('%PDF-');
}

function isDocx(buf: Buffer): boolean {
  // Entry names are stored uncompressed in the local headers and the central directory of the zip.
  return startsWith(buf, ZIP) && buf.includes('word/document.xml');
}

/** Text is UTF-8 or GB18030 (GBK) without the control bytes binary files are full of. */
export function isText(buf: Buffer): boolean {
  return decodeText(buf) !== null;
}

/** Control characters other than tab, line breaks and form feed: plain text has none of them. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && (c < 0x09 || c > 0x0d)) || c === 0x7f) return true;
  }
  return false;
}

/** The text of a TXT file: UTF-8 (BOM or not), else GB18030; null when it is neither or looks binary. */
export function decodeText(buf: Buffer): string | null {
  for (const encoding of ['utf-8', 'gb18030']) {
    let text: string;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(buf);
    } catch {
      continue;
    }
    if (!hasControlCharacters(text)) return text;
  }
  return null;
}

const CHECKS: Record<string, (buf: Buffer) => boolean> = {
  '.png': (buf) => startsWith(buf, PNG),
  '.jpg': (buf) => startsWith(buf, JPEG),
  '.jpeg': (buf) => startsWith(buf, JPEG),
  '.gif': (buf) => startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a')),
  '.webp': (buf) => startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8),
  '.pdf': isPdf,
  '.docx': isDocx,
  '.doc': (buf) => startsWith(buf, CFB),
  '.txt': isText,
};

/** Whether the bytes are what the (lower-case, dotted) extension says. Unknown extensions never match. */
export function contentMatchesExtension(extension: string, buf: Buffer): boolean {
  return CHECKS[extension]?.(buf) ?? false;
}
