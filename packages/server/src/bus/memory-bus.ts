import type { Logger } from 'pino';
import { HandlerSet } from './handler-set.js';
import type { Bus, BusHandler, BusTopic } from './types.js';

/** The single-process bus: delivery is synchronous, to this process only. */
export function createMemoryBus(log: Logger): Bus {
  const handlers = new HandlerSet(log);
  return {
    async publish(topic, payload) {
      handlers.deliver(topic, payload);
    },
    async subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>) {
      const listener = handler as BusHandler<BusTopic>;
      handlers.add(topic, listener);
      return async () => {
        handlers.remove(topic, listener);
      };
    },
    // Delivery within one process is never interrupted.
    onReconnect: () => async () => undefined,
    hearing: () => true,
    async close() {
      handlers.clear();
    },
  };
}
