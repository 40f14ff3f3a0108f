// Redis pub/sub: messages published on any server process reach subscribers on every process.
import type { Redis } from 'ioredis';
import type { PubSub, Unsubscribe } from './pubsub.ts';

export class RedisPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  /** `subscriber` must be a connection of its own: Redis puts it in subscribe mode. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel.slice(prefix.length)) ?? []) handler(message);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
