// The sample interview the tour shows: the built-in interviewer's result for a sample JD, resume and answers,
// written by `npm run sample:demo -w apps/server` (apps/server/src/modules/interviewer/sample), whose test
// fails when this file is not what the engine computes.
import type { InterviewResult } from '@app/shared/interviews';
import data from './sample-report.json';

export interface DemoSample {
  interviewer_id: number;
  minutes: number;
  jd: string;
  resume: string;
  result: InterviewResult;
}

export const SAMPLE = data as DemoSample;
