// The health module's public face.
export { healthRoutes } from './routes.ts';
