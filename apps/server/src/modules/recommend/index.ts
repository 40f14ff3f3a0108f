// The recommendations module's public face.
export { recommendPrivacy } from './privacy.ts';
export { findApplication, recordApplication } from './repo.ts';
export { recommendRoutes } from './routes.ts';
