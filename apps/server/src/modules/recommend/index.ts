// The recommendations module's public face.
export { recommendPrivacy } from './privacy.ts';
export { recommendRoutes } from './routes.ts';
