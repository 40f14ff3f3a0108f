// Which texts are urls of a stored file (resolved to its parsed text) and which are a JD or resume typed in.
import { describe, expect, it } from 'vitest';
import { isStoredFileUrl } from './documents.ts';

describe('isStoredFileUrl', () => {
  it('recognises the urls uploads hand out: signed local, S3-style and bare keys', () => {
    for (const url of [
      '/api/files/resume/12/0123456789abcdef0123456789abcdef.pdf?e=1795400000&s=abc',
      'https://bucket.example.com/jd/3/0123456789abcdef.txt?X-Amz-Signature=x',
      'screenshot/7/abcdef0123456789.png',
    ]) {
      expect(isStoredFileUrl(url), url).toBe(true);
    }
  });

  it('treats anything else as text: a pasted JD, an outside link, an avatar, a path trick', () => {
    for (const text of [
      '前端开发工程师\n岗位职责：负责 React 开发',
      'https://jobs.example.com/posting/123',
      '/api/files/avatar/1/0123456789abcdef.png',
      '/api/files/resume/1/../../etc/passwd',
      'resume/abc/0123456789abcdef.pdf',
      'see resume/1/0123456789abcdef.pdf please',
    ]) {
      expect(isStoredFileUrl(text), text).toBe(false);
    }
  });
});
