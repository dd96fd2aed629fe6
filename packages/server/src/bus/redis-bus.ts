import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { HandlerSet } from './handler-set.js';
import type { Bus, BusHandler, BusTopic, BusTopics } from './types.js';

export interface RedisBusOptions {
  url: string;
  /** Prepended to every channel, so apps (and test runs) sharing a Redis never hear each other. */
  prefix: string;
  log: Logger;
}

/** Redis pub/sub: one connection publishes, a duplicate subscribes (a subscribed connection can do nothing else). */
export async function createRedisBus({ url, prefix, log }: RedisBusOptions): Promise<Bus> {
  const logError = (error: unknown) => log.error({ err: error }, 'Redis bus connection error');
  // Without the offline queue a publish while Redis is down fails at once instead of holding the request until it returns.
  const publisher = createClient({ url, disableOfflineQueue: true }).on('error', logError);
  await publisher.connect();
  const subscriber = publisher.duplicate({ disableOfflineQueue: false }).on('error', logError);
  await subscriber.connect();

  const handlers = new HandlerSet(log);
  const reconnectHandlers = new Set<() => void>();
  // The first 'ready' came with connect(); each later one follows a reconnection, once the channels are subscribed again.
  subscriber.on('ready', () => {
    for (const handler of reconnectHandlers) handler();
  });
  const subscriptions = new Map<string, Promise<void>>();
  const channel = (topic: string) => `${prefix}${topic}`;
  // This instance hears its own messages at once, in publish, and skips their echo from Redis.
  const instance = randomBytes(16).toString('hex');
  const listener = (message: string, from: string) => {
    const { sender, payload } = JSON.parse(message) as { sender: string; payload: BusTopics[BusTopic] };
    if (sender !== instance) handlers.deliver(from.slice(prefix.length), payload);
  };

  return {
    async publish(topic, payload) {
      handlers.deliver(topic, payload);
      // The change is in the store already; other instances flush their caches on reconnect and pages poll meanwhile.
      await publisher.publish(channel(topic), JSON.stringify({ sender: instance, payload })).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'Redis bus unreachable: other instances will not hear this message');
      });
    },
    async subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>) {
      const registered = handler as BusHandler<BusTopic>;
      handlers.add(topic, registered);
      const subscribed = subscriptions.get(topic) ?? subscriber.subscribe(channel(topic), listener);
      subscriptions.set(topic, subscribed);
      await subscribed;
      return async () => {
        if (!handlers.remove(topic, registered)) return;
        subscriptions.delete(topic);
        await subscriber.unsubscribe(channel(topic), listener);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return async () => {
        reconnectHandlers.delete(handler);
      };
    },
    hearing: () => subscriber.isReady,
    async close() {
      handlers.clear();
      reconnectHandlers.clear();
      // A connection that is down has nothing to finish, and closing it would wait for a reconnect that may never come.
      await Promise.all([subscriber, publisher].map((client) => (client.isReady ? client.close() : client.destroy())));
    },
  };
}
