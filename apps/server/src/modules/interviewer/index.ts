// The interviewer's public face: the built-in engine, the check of a stored plan, the LLM adapter, the port
// types both implement, the delivery scores from measured signals, the question bank and the job families. Its
// question bank holds no user's data, so it has no privacy part.
export {
  type BankQuestion,
  type BankSyncResult,
  QUESTION_BANK,
  syncQuestionBank,
} from './bank/index.ts';
export {
  type CatalogueRole,
  type CompanyPool,
  ROLE_CATEGORIES,
  type RoleCategory,
} from './catalog/index.ts';
export { createBuiltInInterviewer } from './engine/index.ts';
export { parseInterviewPlan } from './engine/plan-schema.ts';
export {
  categoryOfFamily,
  familyOf,
  familyOfJob,
  GENERAL_FAMILY,
  JOB_FAMILIES,
  type JobFamily,
  jobFamily,
} from './families.ts';
export { createLlmInterviewer, type LlmInterviewerOptions, type LlmLogger } from './llm/index.ts';
export {
  answersByQuestion,
  dialogueState,
  followUpBudget,
  MIN_ANSWER_MS,
  plannedCount,
  questionCount,
  turnOptions,
} from './policy.ts';
export type * from './port.ts';
export {
  type AnswerTiming,
  type MeasuredDimension,
  type SignalAggregate,
  type SignalWindow,
  scoreSignals,
} from './signal-scores.ts';
