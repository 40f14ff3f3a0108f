// What every WebSocket speaks, whatever its domain: JSON messages with a `type`, the heartbeat of SPEC §4
// (the client sends it, the server answers with the same) and the error reply to a message it cannot take.
import { z } from 'zod';

export const socketHeartbeat = z.object({ type: z.literal('heartbeat') });
export type SocketHeartbeat = z.infer<typeof socketHeartbeat>;
export const HEARTBEAT_MESSAGE: SocketHeartbeat = { type: 'heartbeat' };

/** The server's answer to a message it could not take; the socket stays open. */
export const socketError = z.object({ type: z.literal('error'), msg: z.string() });
export type SocketError = z.infer<typeof socketError>;

/** Close codes (RFC 6455) the two sides agree on. */
export const SOCKET_CLOSE = {
  /** Done: the client must not reconnect. */
  normal: 1000,
  /** The server is shutting down: reconnect (another process will answer). */
  goingAway: 1001,
  /** The client broke a rule (too many messages): reconnecting later is fine. */
  policy: 1008,
  tooBig: 1009,
  serverError: 1011,
} as const;
