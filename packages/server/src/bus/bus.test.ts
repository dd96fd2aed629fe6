import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../observability/create-logger.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';
import { openTcpLink } from '../test-support/tcp-link.js';
import type { Bus } from './types.js';

const redisUrl = process.env.FOYER_TEST_REDIS;
const prefix = `foyer-test-${randomBytes(6).toString('hex')}:`;
// Every error line the buses log, as JSON text.
const logged: string[] = [];
const log = createLogger('error', { write: (line: string) => logged.push(line) });

interface BusKind {
  name: string;
  open(): Promise<Bus>;
}

const kinds: BusKind[] = [{ name: 'memory', open: async () => createMemoryBus(log) }];
if (redisUrl) kinds.push({ name: 'redis', open: () => createRedisBus({ url: redisUrl, prefix, log }) });

const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 2000, interval: 10 });

describe.each(kinds)('$name bus', (kind) => {
  const opened: Bus[] = [];
  const open = async () => {
    const bus = await kind.open();
    opened.push(bus);
    return bus;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('delivers a published payload to every subscriber of the topic, publisher included', async () => {
    const bus = await open();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    await bus.subscribe('session.revoked', first);
    await bus.subscribe('session.revoked', second);
    await bus.subscribe('user.updated', other);

    await bus.publish('session.revoked', { sessionId: 's1' });

    await eventually(() => expect(first).toHaveBeenCalledWith({ sessionId: 's1' }));
    await eventually(() => expect(second).toHaveBeenCalledWith({ sessionId: 's1' }));
    expect(other).not.toHaveBeenCalled();
  });

  it('has delivered to the publisher’s own subscribers, once, by the time publish resolves', async () => {
    const bus = await open();
    const own = vi.fn();
    await bus.subscribe('session.revoked', own);

    await bus.publish('session.revoked', { sessionId: 's2' });
    expect(own).toHaveBeenCalledWith({ sessionId: 's2' });

    // Long enough for an echo through Redis to arrive, were it delivered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await open();
    const kept = vi.fn();
    const dropped = vi.fn();
    await bus.subscribe('user.updated', kept);
    const unsubscribe = await bus.subscribe('user.updated', dropped);
    await unsubscribe();

    await bus.publish('user.updated', { did: 'did:abt:z1' });

    await eventually(() => expect(kept).toHaveBeenCalledTimes(1));
    expect(dropped).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one handler throws', async () => {
    const bus = await open();
    const after = vi.fn();
    await bus.subscribe('user.updated', () => {
      throw new Error('boom');
    });
    await bus.subscribe('user.updated', after);

    await bus.publish('user.updated', { did: 'did:abt:z2' });

    await eventually(() => expect(after).toHaveBeenCalledTimes(1));
    expect(logged.some((line) => line.includes('Bus handler for \\"user.updated\\" failed') && line.includes('boom'))).toBe(true);
  });
});

describe.runIf(redisUrl)('redis bus across instances', () => {
  it('delivers to another instance with the same prefix, and not to one with another prefix', async () => {
    const url = redisUrl ?? '';
    const [a, b, stranger] = await Promise.all([
      createRedisBus({ url, prefix, log }),
      createRedisBus({ url, prefix, log }),
      createRedisBus({ url, prefix: `${prefix}other:`, log }),
    ]);
    try {
      const onB = vi.fn();
      const onStranger = vi.fn();
      await b.subscribe('session.revoked', onB);
      await stranger.subscribe('session.revoked', onStranger);

      await a.publish('session.revoked', { sessionId: 'shared' });

      await eventually(() => expect(onB).toHaveBeenCalledWith({ sessionId: 'shared' }));
      expect(onStranger).not.toHaveBeenCalled();
    } finally {
      await Promise.all([a.close(), b.close(), stranger.close()]);
    }
  });
});

describe.runIf(redisUrl)('redis bus that loses Redis', () => {
  const reconnects = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

  it('tells its onReconnect handlers once it hears the bus again, until they unsubscribe, and delivers again', async () => {
    const url = redisUrl ?? '';
    const link = await openTcpLink(url, 6379);
    const [cutOff, publisher] = await Promise.all([createRedisBus({ url: link.url, prefix, log }), createRedisBus({ url, prefix, log })]);
    try {
      const heard = vi.fn();
      await cutOff.subscribe('session.revoked', heard);
      const leaving = vi.fn();
      const staying = vi.fn();
      const unsubscribe = cutOff.onReconnect(leaving);
      cutOff.onReconnect(staying);

      await link.cut();
      await publisher.publish('session.revoked', { sessionId: 'missed' });
      await link.restore();
      await reconnects(() => expect(staying).toHaveBeenCalledTimes(1));
      expect(leaving).toHaveBeenCalledTimes(1);
      await publisher.publish('session.revoked', { sessionId: 'heard' });
      await eventually(() => expect(heard).toHaveBeenCalledWith({ sessionId: 'heard' }));
      expect(heard).toHaveBeenCalledTimes(1);

      await unsubscribe();
      await link.cut();
      await link.restore();
      await reconnects(() => expect(staying).toHaveBeenCalledTimes(2));
      expect(leaving).toHaveBeenCalledTimes(1);
    } finally {
      await Promise.all([cutOff.close(), publisher.close()]);
      await link.close();
    }
  });

  it('says it is not hearing while cut off, delivers to its own subscribers without waiting for Redis, and closes while still cut off', async () => {
    const link = await openTcpLink(redisUrl ?? '', 6379);
    const cutOff = await createRedisBus({ url: link.url, prefix, log });
    try {
      const heard = vi.fn();
      await cutOff.subscribe('session.revoked', heard);
      expect(cutOff.hearing()).toBe(true);

      await link.cut();
      await reconnects(() => expect(cutOff.hearing()).toBe(false));
      await cutOff.publish('session.revoked', { sessionId: 'local' });
      expect(heard).toHaveBeenCalledWith({ sessionId: 'local' });
      await cutOff.close();
    } finally {
      await link.close();
    }
  });
});
