// `npm run sample:demo -w apps/server`: computes the /demo sample with the built-in interviewer and writes it
// where the web's demo page reads it, formatted as the repository's formatter keeps JSON.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { computeDemoSample, SAMPLE_FILE } from './compute.ts';

const sample = await computeDemoSample();
writeFileSync(SAMPLE_FILE, `${JSON.stringify(sample, null, 2)}\n`);
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', SAMPLE_FILE], { stdio: 'ignore' });
const { result } = sample;
console.log(
  `${SAMPLE_FILE}: overall ${result.overall_score}, ${result.questions.length} questions, ${result.dialogues.length} lines`,
);
