// The site module's public face.
export { siteRoutes } from './routes.ts';
