/** Events shared between instances; features add their own topics by augmenting this interface. */
export interface BusTopics {
  'session.revoked': { sessionId: string };
  'user.updated': { did: string };
}

export type BusTopic = keyof BusTopics;
export type BusHandler<T extends BusTopic> = (payload: BusTopics[T]) => void;
export type Unsubscribe = () => Promise<void>;

/** Publish/subscribe across every instance of the app; a publisher receives its own messages too. */
export interface Bus {
  publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): Promise<Unsubscribe>;
  close(): Promise<void>;
}
