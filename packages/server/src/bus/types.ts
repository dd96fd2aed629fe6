/** Events shared between instances; features add their own topics by augmenting this interface. */
export interface BusTopics {
  'session.revoked': { sessionId: string };
  'user.updated': { did: string };
}

export type BusTopic = keyof BusTopics;
export type BusHandler<T extends BusTopic> = (payload: BusTopics[T]) => void;
export type Unsubscribe = () => Promise<void>;

/** Publish/subscribe across every instance of the app: the publisher's own subscribers have heard it when publish resolves, the other instances a moment later. */
export interface Bus {
  publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): Promise<Unsubscribe>;
  /** Calls `handler` each time this instance hears the bus again after losing it: messages sent meanwhile never arrive, so caches fed by the bus must be dropped. */
  onReconnect(handler: () => void): Unsubscribe;
  /** Whether this instance hears the others now; while it does not, a cache fed by the bus may be stale and must not answer. */
  hearing(): boolean;
  close(): Promise<void>;
}
