import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixtures/helpers.ts';
import { MAX_TEXT_CHARS } from './document-limits.ts';
import { contentMatchesExtension, decodeText } from './file-types.ts';
import { readDocumentText, tidyText } from './text-extract.ts';

const WORDS = ['张三', '前端开发工程师', '北京大学', '星河云智科技有限公司', '性能优化'];

describe('readDocumentText', () => {
  it.each([
    ['.pdf', 'resume.pdf'],
    ['.docx', 'resume.docx'],
    ['.doc', 'resume.doc'],
    ['.txt', 'resume-utf8.txt'],
    ['.txt', 'resume-gbk.txt'],
  ])('reads the Chinese text of a %s (%s)', async (extension, name) => {
    const text = await readDocumentText(extension, fixture(name));
    for (const word of WORDS) expect(text).toContain(word);
  });

  it('throws for a truncated PDF and for garbage under a document extension', async () => {
    await expect(readDocumentText('.pdf', fixture('truncated.pdf'))).rejects.toThrow();
    for (const extension of ['.pdf', '.docx', '.doc']) {
      await expect(readDocumentText(extension, Buffer.from('not a document'))).rejects.toThrow();
    }
    await expect(readDocumentText('.png', fixture('avatar.png'))).rejects.toThrow(/no reader/);
  });

  it('tidies whitespace and caps the length', () => {
    expect(tidyText('a  \r\n\r\n\r\n\r\nb\t\n')).toBe('a\n\nb');
    expect(tidyText('字'.repeat(MAX_TEXT_CHARS + 10))).toHaveLength(MAX_TEXT_CHARS);
  });
});

describe('contentMatchesExtension', () => {
  it('recognises each real file by its bytes', () => {
    expect(contentMatchesExtension('.pdf', fixture('resume.pdf'))).toBe(true);
    expect(contentMatchesExtension('.docx', fixture('resume.docx'))).toBe(true);
    expect(contentMatchesExtension('.doc', fixture('resume.doc'))).toBe(true);
    expect(contentMatchesExtension('.txt', fixture('resume-utf8.txt'))).toBe(true);
    expect(contentMatchesExtension('.txt', fixture('resume-gbk.txt'))).toBe(true);
    expect(contentMatchesExtension('.png', fixture('avatar.png'))).toBe(true);
    expect(contentMatchesExtension('.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(true);
    expect(contentMatchesExtension('.gif', Buffer.from('GIF89a\x01\x00'))).toBe(true);
    expect(contentMatchesExtension('.webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe(true);
  });

  it('refuses content that is not what the extension says', () => {
    expect(contentMatchesExtension('.pdf', fixture('lying.pdf'))).toBe(false);
    expect(contentMatchesExtension('.txt', fixture('avatar.png'))).toBe(false);
    expect(contentMatchesExtension('.png', fixture('resume.pdf'))).toBe(false);
    expect(contentMatchesExtension('.doc', fixture('resume.docx'))).toBe(false);
    // A zip that is not a Word document.
    expect(contentMatchesExtension('.docx', Buffer.from('PK\x03\x04\x14\x00\x00\x00xl/workbook.xml'))).toBe(
      false,
    );
    expect(contentMatchesExtension('.exe', Buffer.from('MZ'))).toBe(false);
  });

  it('decodes UTF-8 first, then GB18030, and refuses binary', () => {
    expect(decodeText(Buffer.from('\ufeff你好', 'utf8'))).toBe('你好');
    expect(decodeText(fixture('resume-gbk.txt'))).toContain('张三');
    expect(decodeText(Buffer.from([0x00, 0x01, 0x02]))).toBeNull();
  });
});
