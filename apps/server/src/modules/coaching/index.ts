// The coaching (consult) module's public face: the call-back requests of /qzpp and the page for companies.
export { coachingPrivacy } from './privacy.ts';
export { coachingRoutes } from './routes.ts';
