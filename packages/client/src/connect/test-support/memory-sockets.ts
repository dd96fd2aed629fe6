import type { RelayWebSocket, RelayWebSocketConstructor } from '../types.js';

type Listener = (event: { data: unknown }) => void;

/** One socket the page made; the test plays the relay's side of it. */
export interface MemorySocket extends RelayWebSocket {
  url: string;
  closed: boolean;
  open(): void;
  /** Sends one relay message, as JSON. */
  push(message: unknown): void;
  /** The connection fails ('error', then 'close'), as a refused or lost socket does. */
  fail(): void;
}

/** An in-memory WebSocket constructor for createConnectSession, and every socket made with it, oldest first. */
export function createMemorySockets() {
  const made: MemorySocket[] = [];

  class InMemorySocket implements MemorySocket {
    closed = false;
    private readonly listeners = new Map<string, Listener[]>();

    constructor(readonly url: string) {
      made.push(this);
    }

    addEventListener(type: string, listener: Listener): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    close(): void {
      this.closed = true;
    }

    private emit(type: string, data?: unknown): void {
      for (const listener of this.listeners.get(type) ?? []) listener({ data });
    }

    open(): void {
      this.emit('open');
    }

    push(message: unknown): void {
      this.emit('message', JSON.stringify(message));
    }

    fail(): void {
      this.emit('error');
      this.emit('close');
    }
  }

  return {
    WebSocket: InMemorySocket as RelayWebSocketConstructor,
    made,
    /** The newest socket; throws when none was made. */
    last(): MemorySocket {
      const socket = made.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
