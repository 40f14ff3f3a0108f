// The files module's public face: serving locally stored files by signed URL.
export { fileRoutes } from './routes.ts';
