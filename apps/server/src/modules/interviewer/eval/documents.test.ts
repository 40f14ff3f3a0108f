// The resume and JD fixtures through the real upload path: each resume printed to PDF by Chromium and
// written as DOCX, read by the upload's text extraction, then profiled; every expectation of its JSON holds.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../uploads/index.ts';
import { QUESTION_BANK } from '../bank/index.ts';
import { buildVocabulary, profileJd, profileResume } from '../engine/index.ts';
import { checkJd, checkResume } from './fixtures/check.ts';
import {
  loadJdFixtures,
  loadResumeFixtures,
  type RenderedResume,
  renderResumes,
  type UploadedText,
  uploadResumes,
} from './fixtures/index.ts';

const resumes = loadResumeFixtures();
const jds = loadJdFixtures();
const vocab = buildVocabulary(QUESTION_BANK);

describe('resume fixtures', () => {
  let texts: Map<string, UploadedText>;
  beforeAll(async () => {
    texts = await uploadResumes(resumes);
  }, 300_000);

  it('are at least 30, in every layout, PDF and DOCX', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(resumes.map((r) => r.layout)).size).toBe(9);
    expect(new Set(resumes.map((r) => r.format))).toEqual(new Set(['pdf', 'docx']));
  });

  it.each(resumes.map((r) => [r.id, r] as const))(
    '%s reads as its JSON says, from PDF and DOCX',
    (id, fixture) => {
      const text = texts.get(id)!;
      expect({ pdf: checkResume(fixture, profileResume(text.pdf, vocab)) }).toEqual({ pdf: [] });
      expect({ docx: checkResume(fixture, profileResume(text.docx, vocab)) }).toEqual({ docx: [] });
    },
  );

  it('never lets a contact detail into the profile', () => {
    for (const fixture of resumes) {
      const profile = JSON.stringify(profileResume(texts.get(fixture.id)!.pdf, vocab));
      expect(profile).not.toMatch(/@example\.com|1[3-9]\d{9}/);
    }
  });
});

describe('the parse worker', () => {
  let files: RenderedResume[];
  let texts: Map<string, UploadedText>;
  beforeAll(async () => {
    const two = resumes.filter((r) => r.layout === 'table' || r.layout === 'inline').slice(0, 2);
    files = await renderResumes(two);
    texts = await uploadResumes(two);
  }, 300_000);

  it('gives the text the tests read in-process', async () => {
    for (const file of files) {
      for (const [extension, bytes] of [
        ['.pdf', file.pdf],
        ['.docx', file.docx],
      ] as const) {
        const reply = await parseDocument(extension, bytes, { timeoutMs: 120_000, heapMb: 256 });
        expect(reply).toEqual({
          status: 'read',
          text: texts.get(file.id)![extension === '.pdf' ? 'pdf' : 'docx'],
        });
      }
    }
  }, 300_000);
});

describe('JD fixtures', () => {
  it('cover at least 12 professions', () => {
    expect(new Set(jds.map((j) => j.expect.family)).size).toBeGreaterThanOrEqual(12);
  });

  it.each(jds.map((j) => [j.id, j] as const))('%s reads as its JSON says', (_, fixture) => {
    expect(checkJd(fixture, profileJd(fixture.text, vocab))).toEqual([]);
  });
});
