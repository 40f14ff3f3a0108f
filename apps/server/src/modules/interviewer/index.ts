// The interviewer's public face: the built-in engine and the port types both engines implement. Its question
// bank holds no user's data, so it has no privacy part.
export { createBuiltInInterviewer } from './engine/index.ts';
export type * from './port.ts';
