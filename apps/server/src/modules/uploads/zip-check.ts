// A DOCX is a zip: its sizes are checked before any entry is inflated, then each entry is inflated once,
// counting, so a header that lies about its size is caught before the Word reader trusts it.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentLimitError, MAX_INFLATED_BYTES, MAX_ZIP_RATIO } from './document-limits.ts';

const MB = 1024 * 1024;

function openZip(buf: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

/** Every entry of the central directory, read without inflating anything. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function checkDeclaredSizes(entries: Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_INFLATED_BYTES) {
      throw new DocumentLimitError('inflated', `zip entries declare more than ${MAX_INFLATED_BYTES} bytes`);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > MB && ratio > MAX_ZIP_RATIO) {
      throw new DocumentLimitError('inflated', `${entry.fileName} inflates ${Math.round(ratio)} times`);
    }
  }
}

/** Inflates one entry into nothing; yauzl fails the stream as soon as it passes its declared size. */
async function inflateCounting(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
  );
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(stream, sink).catch((err: Error) => {
    if (/too many bytes/.test(err.message)) throw new DocumentLimitError('inflated', err.message);
    throw err;
  });
}

/** Throws DocumentLimitError when the zip would inflate past the caps; other errors mean a broken zip. */
export async function assertZipWithinLimits(buf: Buffer): Promise<void> {
  const zip = await openZip(buf);
  try {
    const entries = await listEntries(zip);
    checkDeclaredSizes(entries);
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await inflateCounting(zip, entry);
    }
  } finally {
    zip.close();
  }
}
