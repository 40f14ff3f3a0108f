// Limits of chat the web needs at run time without zod (chat.ts re-exports them for the server).

/** Longest text message, in characters: a long paragraph, far below the socket's frame limit. */
export const CHAT_TEXT_MAX = 2_000;
