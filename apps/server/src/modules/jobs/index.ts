// The jobs module's public face: the hot-jobs board, one job, and the seekers' favourites.

export {
  experienceCeiling,
  type JobMatchCriteria,
  matchJobs,
  openJobsByIds,
  positionKeyword,
} from './matching.ts';
export { jobsPrivacy } from './privacy.ts';
export { jobLabelsOf, jobPartiesOf } from './repo.ts';
export { jobRoutes } from './routes.ts';
export { visitorFirstPage } from './service.ts';
