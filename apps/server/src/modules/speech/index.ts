// The speech module's public face: the server's TTS and ASR for the interview room.
export { speechRoutes } from './routes.ts';
