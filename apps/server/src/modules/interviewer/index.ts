// The interviewer engine's public face. Its question bank holds no user's data, so it has no privacy part;
// the engine's entry points are exported here when the interviewer domain is built.
export type * from './port.ts';
export {
  type AnswerTiming,
  type MeasuredDimension,
  type SignalAggregate,
  type SignalWindow,
  scoreSignals,
} from './signal-scores.ts';
