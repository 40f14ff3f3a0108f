// The upload-notification socket of SPEC §4 (/wxUpload/{id}): heartbeat every 30 s, reconnect up to 5 times
// 3 s apart unless closed with 1000, messages {type, data, timestamp} dispatched to handlers by type, and any
// other message handed to the file_upload_complete handlers.
import { routes } from '@app/shared/routes';
import { useRef } from 'react';
import { z } from 'zod';
import type { Backoff } from './socket';
import { getToken } from './token';
import { socketUrlOf } from './url-of';
import { useSocket } from './use-socket';

export const FILE_UPLOAD_COMPLETE = 'file_upload_complete';

/** SPEC §4: 3 s between tries, 5 tries; a close with 1000 is never retried (the socket's default rule). */
export const UPLOAD_SOCKET_BACKOFF: Backoff = { baseMs: 3_000, maxMs: 3_000, attempts: 5, jitter: false };

/** A file the phone uploaded, as the desktop hears of it. */
export interface UploadedFile {
  id?: number;
  url: string;
  name: string;
  dir?: string;
}

export type UploadSocketHandlers = Record<string, (data: unknown) => void>;

const standard = z.object({ type: z.string(), data: z.unknown(), timestamp: z.number() });

/** Calls the handler of the message's type; a message of another shape goes to file_upload_complete. */
export function dispatchUploadMessage(message: unknown, handlers: UploadSocketHandlers): void {
  const parsed = standard.safeParse(message);
  if (parsed.success) handlers[parsed.data.type]?.(parsed.data.data);
  else handlers[FILE_UPLOAD_COMPLETE]?.(message);
}

/** The file in a file_upload_complete message, or null when it names none. */
export function uploadedFileOf(data: unknown): UploadedFile | null {
  const file = z
    .object({
      id: z.number().optional(),
      url: z.string().min(1),
      name: z.string(),
      dir: z.string().optional(),
    })
    .safeParse(data);
  return file.success ? file.data : null;
}

export function uploadSocketUrl(wsId: string, token: string | undefined = getToken()): string {
  return socketUrlOf(routes.uploads.uploadSocket, { params: { id: wsId } }, { token });
}

/** Listens on /wxUpload/{wsId} while `wsId` is set; handlers are read fresh at each message. */
export function useUploadSocket(
  wsId: string | null,
  handlers: UploadSocketHandlers,
  onClose?: (event: { code: number; willRetry: boolean }) => void,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useSocket<unknown>(wsId, {
    url: () => uploadSocketUrl(wsId ?? ''),
    // Everything is taken: the dispatch decides (heartbeat answers never get here).
    inbound: z.unknown(),
    onMessage: (message) => dispatchUploadMessage(message, latest.current),
    backoff: UPLOAD_SOCKET_BACKOFF,
    ...(onClose ? { onClose } : {}),
  });
}
