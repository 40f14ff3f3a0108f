// `npm run bench`: every benchmark in turn (or those named on the command line), each printing ratios
// against a baseline measured in the same run.
import { chatBench } from './chat.ts';
import { frontendBench } from './frontend.ts';
import { interviewerBench } from './interviewer.ts';
import { llmBench } from './llm.ts';
import { searchBench } from './search.ts';
import { startupBench } from './startup.ts';
import { webBench } from './web.ts';

const benches: Record<string, () => Promise<void>> = {
  startup: startupBench,
  frontend: frontendBench,
  llm: llmBench,
  search: searchBench,
  interviewer: interviewerBench,
  web: webBench,
  chat: chatBench,
};
const wanted = process.argv.slice(2);
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await bench();
}
