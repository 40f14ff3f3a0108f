// The privacy module's public face: the export and account-closing endpoints over the parts registry.
export { privacyRoutes } from './routes.ts';
