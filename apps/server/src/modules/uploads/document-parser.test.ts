// The parse worker and its caps, on documents built here: each bomb is refused, quickly, for its cap.
import { describe, expect, it } from 'vitest';
import { inflatingDocx, inflatingPdf, manyPagesPdf } from '../../test/bombs.ts';
import { fixture } from '../../test/fixtures/helpers.ts';
import { MAX_TEXT_CHARS } from './document-limits.ts';
import { parseDocument } from './document-parser.ts';

const limits = { timeoutMs: 20_000, heapMb: 256 };

describe('parseDocument (in a worker thread)', () => {
  it('reads a real resume, and says why a broken one cannot be read', async () => {
    const read = await parseDocument('.docx', fixture('resume.docx'), limits);
    expect(read).toMatchObject({ status: 'read', text: expect.stringContaining('星河云智科技有限公司') });
    expect(await parseDocument('.pdf', fixture('truncated.pdf'), limits)).toMatchObject({
      status: 'unreadable',
      error: expect.any(String),
    });
  });

  it('refuses a PDF of 20,000 pages by its page count', async () => {
    const pdf = manyPagesPdf(20_000);
    expect(await parseDocument('.pdf', pdf, limits)).toEqual({ status: 'refused', limit: 'pages' });
  });

  it('refuses a PDF whose stream inflates to 600 MB, before pdf.js decodes it', async () => {
    const pdf = inflatingPdf(600);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    expect(await parseDocument('.pdf', pdf, limits)).toEqual({ status: 'refused', limit: 'inflated' });
  });

  it('refuses a DOCX whose entry declares gigabytes, and one that lies about its size', async () => {
    expect(await parseDocument('.docx', inflatingDocx(2048), limits)).toEqual({
      status: 'refused',
      limit: 'inflated',
    });
    // Declares 1 MiB, inflates to 500: caught while inflating, before the Word reader trusts the header.
    expect(await parseDocument('.docx', inflatingDocx(500, 1), limits)).toEqual({
      status: 'refused',
      limit: 'inflated',
    });
  });

  it('ends a parse that outlives its time limit', async () => {
    const slow = await parseDocument('.pdf', fixture('resume.pdf'), { ...limits, timeoutMs: 100 });
    expect(slow).toEqual({ status: 'refused', limit: 'timeout' });
  });

  it('ends a parse that outgrows its heap, and carries on', async () => {
    // pdf.js alone needs more than 8 MB of heap: the worker dies out of memory, this thread does not.
    const starved = await parseDocument('.pdf', fixture('resume.pdf'), { ...limits, heapMb: 8 });
    expect(starved).toEqual({ status: 'refused', limit: 'memory' });
    expect(await parseDocument('.pdf', fixture('resume.pdf'), limits)).toMatchObject({ status: 'read' });
  });

  it('ends a parse that grows the process past its allowance (memory outside the heap limit)', async () => {
    // A worker starting and decoding 20 MB of text grows the process by far more than 1 MB.
    const text = Buffer.from('简历 项目经验\n'.repeat(1_000_000));
    const reply = await parseDocument('.txt', text, { ...limits, timeoutMs: 60_000, growthMb: 1 });
    expect(reply).toEqual({ status: 'refused', limit: 'memory' });
  });

  it('caps the text it answers', async () => {
    const reply = await parseDocument('.txt', Buffer.from('字'.repeat(MAX_TEXT_CHARS * 2)), limits);
    expect(reply.status === 'read' && reply.text.length).toBe(MAX_TEXT_CHARS);
  });
});
