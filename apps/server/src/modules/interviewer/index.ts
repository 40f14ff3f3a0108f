// The interviewer's public face: the built-in engine, the check of a stored plan, and the port types both
// engines implement. Its question bank holds no user's data, so it has no privacy part.
export { createBuiltInInterviewer } from './engine/index.ts';
export { MINUTES_PER_QUESTION, questionCount } from './engine/plan.ts';
export { parseInterviewPlan } from './engine/plan-schema.ts';
export type * from './port.ts';
