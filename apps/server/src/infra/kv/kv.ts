// Key-value port for rate limits and short-lived codes: in-process by default, Redis when REDIS_URL is set.

export interface Kv {
  get(key: string): Promise<string | null>;
  /** Stores a value that disappears after `ttlSeconds`. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Stores only when the key is absent; returns whether it was stored (a lock or a one-time guard). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Increments a counter; the first increment starts its `ttlSeconds` window. Returns the new count. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds left before the key expires, or 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
}
