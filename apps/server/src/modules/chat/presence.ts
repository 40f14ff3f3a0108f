// Who is online, agreed on by every process: a key per user in the shared key-value store, set while any
// process holds a socket of theirs and refreshed on each heartbeat round, so a process that dies without
// saying goodbye lets its users go offline within one time-to-live.
import type { Kv } from '../../infra/kv/kv.ts';

/** Three heartbeat rounds: a user whose process vanished shows offline after this. */
export const PRESENCE_TTL_SECONDS = 90;

const keyOf = (userId: number) => `chat:online:${userId}`;

export class Presence {
  /** Sockets this process holds, per user. */
  private readonly local = new Map<number, number>();
  private refresher: NodeJS.Timeout | undefined;

  constructor(private readonly kv: Kv) {}

  async join(userId: number): Promise<void> {
    this.local.set(userId, (this.local.get(userId) ?? 0) + 1);
    await this.kv.set(keyOf(userId), '1', PRESENCE_TTL_SECONDS);
  }

  /** The user's last socket here closed: offline, unless another process holds one (it sets it again). */
  async leave(userId: number): Promise<void> {
    const left = (this.local.get(userId) ?? 1) - 1;
    if (left > 0) {
      this.local.set(userId, left);
      return;
    }
    this.local.delete(userId);
    await this.kv.del(keyOf(userId));
  }

  async isOnline(userId: number): Promise<boolean> {
    if (this.local.has(userId)) return true;
    return (await this.kv.get(keyOf(userId))) !== null;
  }

  start(intervalMs: number): void {
    this.refresher ??= setInterval(() => void this.refresh(), intervalMs).unref();
  }

  stop(): void {
    clearInterval(this.refresher);
    this.refresher = undefined;
  }

  private async refresh(): Promise<void> {
    await Promise.all([...this.local.keys()].map((id) => this.kv.set(keyOf(id), '1', PRESENCE_TTL_SECONDS)));
  }
}
