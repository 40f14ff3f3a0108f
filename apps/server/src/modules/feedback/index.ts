// The feedback module's public face.
export { feedbackPrivacy } from './privacy.ts';
export { feedbackRoutes } from './routes.ts';
