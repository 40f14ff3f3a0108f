// The job expectations module's public face.
export { expectationsPrivacy } from './privacy.ts';
export { expectationRoutes } from './routes.ts';
