// The /demo sample is what the built-in interviewer computes from input.json, not a hand-made report: the file
// the web shows must equal a fresh run (after a change to the engine or the bank, `npm run sample:demo`).
import { readFileSync } from 'node:fs';
import { interviewResult } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { computeDemoSample, loadSampleInput, SAMPLE_FILE } from './compute.ts';

describe('the /demo sample', () => {
  it('is the engine’s result for the sample JD, resume and answers', async () => {
    const computed = await computeDemoSample();
    const stored = JSON.parse(readFileSync(SAMPLE_FILE, 'utf8'));
    expect(stored).toEqual(JSON.parse(JSON.stringify(computed)));
    // The shape the report reads, a finished interview with every dimension measured.
    expect(interviewResult.parse(stored.result)).toBeTruthy();
    expect(stored.result.status).toBe('finished');
    expect(Object.values(computed.result.scores).every((s) => s.score !== null)).toBe(true);
    expect(computed.result.questions.length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('answers the questions the engine plans, so a changed plan shows here', async () => {
    const input = loadSampleInput();
    const { result } = await computeDemoSample(input);
    const asked = result.dialogues.filter((l) => l.speaker === 'candidate').map((l) => l.text);
    expect(asked).toEqual(expect.arrayContaining(Object.values(input.answers)));
    // Without the engine's input there is no sample: another resume gives another plan and other questions.
    const other = await computeDemoSample({
      ...input,
      resume: input.resume.replace(/会员积分系统改版/g, '直播带货改版'),
    });
    expect(other.result.questions.map((q) => q.question)).not.toEqual(
      result.questions.map((q) => q.question),
    );
  }, 60_000);
});
