// `npm run sample:demo -w apps/server`: computes the /demo sample with the built-in interviewer and writes it
// where the web's demo page reads it.
import { writeFileSync } from 'node:fs';
import { computeDemoSample, SAMPLE_FILE } from './compute.ts';

const sample = await computeDemoSample();
writeFileSync(SAMPLE_FILE, `${JSON.stringify(sample, null, 2)}\n`);
const { result } = sample;
console.log(
  `${SAMPLE_FILE}: overall ${result.overall_score}, ${result.questions.length} questions, ${result.dialogues.length} lines`,
);
