import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './is-allowed-origin.js';

const ALLOWED = ['https://shop.test', 'Alias.test:8443', 'http://localhost:4100/'];

describe('isAllowedOrigin', () => {
  it.each(['https://shop.test', 'https://alias.test:8443', 'http://alias.test:8443', 'http://localhost:4100'])('allows %s', (origin) => {
    expect(isAllowedOrigin(origin, ALLOWED)).toBe(true);
  });

  it.each(['http://shop.test', 'https://shop.test:444', 'https://alias.test', 'https://evil.test', 'https://shop.test.evil.test', 'null', 'file://alias.test:8443', ''])(
    'refuses %s',
    (origin) => {
      expect(isAllowedOrigin(origin, ALLOWED)).toBe(false);
    },
  );
});
