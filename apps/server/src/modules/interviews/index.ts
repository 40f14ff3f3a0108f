// The interviews module's public face: what other modules may ask about interview records.

export { findViewableInterview, grantInterview, mayReadGrantedFile } from './grants.ts';
export { historyRoutes } from './history-routes.ts';
export { purgeDeletedInterviews } from './history-service.ts';
export { interviewsPrivacy } from './privacy.ts';
export { ownsInterview } from './repo.ts';
export { resultOf as interviewResultFor } from './result-service.ts';
export { type InterviewRouteOptions, interviewRoutes } from './routes.ts';
export { type InterviewScores, interviewScoresOf, overallScoreOf } from './scoring.ts';
export { interviewOfRecording } from './service.ts';
export { interviewTestRoutes, TEST_INTERVIEWS_PATH } from './test-routes.ts';
