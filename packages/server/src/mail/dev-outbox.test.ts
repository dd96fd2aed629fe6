import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevOutbox } from './dev-outbox.js';

describe('DevOutbox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the last 100 messages, newest first, and logs each with its code and link', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const outbox = new DevOutbox();
    for (let n = 1; n <= 101; n += 1) await outbox.send({ to: `u${n}@example.com`, subject: `s${n}`, html: '', text: '', code: '123456' });
    await outbox.send({ to: 'last@example.com', subject: 'Sign in', html: '', text: '', code: '654321', link: 'http://foyer.test/?magicToken=t' });

    const list = outbox.list();
    expect(list).toHaveLength(100);
    expect(list[0]).toMatchObject({ to: 'last@example.com', sentAt: expect.any(Number) });
    expect(list.at(-1)?.to).toBe('u3@example.com');
    expect(log).toHaveBeenLastCalledWith('[dev outbox] to last@example.com: Sign in (code 654321, link http://foyer.test/?magicToken=t)');
  });
});
