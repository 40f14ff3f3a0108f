// Redis pub/sub: messages published on any server process reach subscribers on every process.
import type { Redis } from 'ioredis';
import type { PubSub, Unsubscribe } from './pubsub.ts';

interface Subscription {
  handlers: Set<(message: string) => void>;
  /** Settles once Redis has acknowledged the SUBSCRIBE. */
  ready: Promise<unknown>;
}

export class RedisPubSub implements PubSub {
  private readonly channels = new Map<string, Subscription>();

  /** `subscriber` must be a connection of its own: Redis puts it in subscribe mode. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.channels.get(channel.slice(prefix.length))?.handlers ?? []) handler(message);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, message);
  }

  /** Resolves only once the channel is subscribed, also for a second caller while the first is under way. */
  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    let subscription = this.channels.get(channel);
    if (!subscription) {
      subscription = { handlers: new Set(), ready: this.subscriber.subscribe(this.prefix + channel) };
      this.channels.set(channel, subscription);
    }
    subscription.handlers.add(handler);
    try {
      await subscription.ready;
    } catch (err) {
      subscription.handlers.delete(handler);
      if (this.channels.get(channel) === subscription) this.channels.delete(channel);
      throw err;
    }
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.handlers.delete(handler) || current.handlers.size > 0) return;
      this.channels.delete(channel);
      await this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}
