// The chat module's public face (its routes and sockets come with the chat domain).
export { chatPrivacy } from './privacy.ts';
