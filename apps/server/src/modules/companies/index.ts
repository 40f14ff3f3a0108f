// The companies module's public face.
export { companyLogoUrl } from './logo.ts';
export { companyRoutes } from './routes.ts';
