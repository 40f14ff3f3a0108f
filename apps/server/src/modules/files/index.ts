// The files module's public face: serving stored files by signed URL.
export { fileRoutes } from './routes.ts';
