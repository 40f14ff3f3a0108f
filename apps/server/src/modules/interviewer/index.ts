// The interviewer engine's public face. Its question bank holds no user's data, so it has no privacy part;
// the engine's entry points are exported here when the interviewer domain is built.
export {
  type BankQuestion,
  type BankSyncResult,
  QUESTION_BANK,
  syncQuestionBank,
} from './bank/index.ts';
export {
  categoryOfFamily,
  familyOf,
  GENERAL_FAMILY,
  JOB_FAMILIES,
  type JobFamily,
  jobFamily,
} from './families.ts';
export { createLlmInterviewer, type LlmInterviewerOptions, type LlmLogger } from './llm/index.ts';
