// A socket for a component's lifetime: opened for a key (a user, an upload), reopened when the key changes,
// closed for good on unmount. Callbacks are read fresh, so a re-render never reconnects.
import { useEffect, useRef, useState } from 'react';
import { type AppSocket, openSocket, type SocketOptions } from './socket';

/** `key` null: no socket (not logged in yet, nothing to follow). */
export function useSocket<In, Out = never>(
  key: string | null,
  options: SocketOptions<In>,
): AppSocket<Out> | null {
  const latest = useRef(options);
  latest.current = options;
  const [socket, setSocket] = useState<AppSocket<Out> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const opened = openSocket<In, Out>({
      ...latest.current,
      url: () => latest.current.url(),
      onMessage: (message) => latest.current.onMessage(message),
      onOpen: () => latest.current.onOpen?.(),
      onClose: (event) => latest.current.onClose?.(event),
    });
    setSocket(opened);
    return () => {
      opened.close();
      setSocket(null);
    };
  }, [key]);

  return socket;
}
