// The jobs module's public face: the hot-jobs board, one job, and the seekers' favourites.
export { jobsPrivacy } from './privacy.ts';
export { jobRoutes } from './routes.ts';
