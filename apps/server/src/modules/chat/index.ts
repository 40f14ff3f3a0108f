// The chat module's public face: conversations between seekers and recruiters, applying, and the socket.
export { chatPrivacy } from './privacy.ts';
export { type ChatRouteOptions, chatRoutes } from './routes.ts';
