// The interviewer's public face: the built-in engine, the delivery scores from measured signals, and the port
// types both engines implement. Its question bank holds no user's data, so it has no privacy part.
export { createBuiltInInterviewer } from './engine/index.ts';
export type * from './port.ts';
export {
  type AnswerTiming,
  type MeasuredDimension,
  type SignalAggregate,
  type SignalWindow,
  scoreSignals,
} from './signal-scores.ts';
