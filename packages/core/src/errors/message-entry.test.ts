import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.js';
import { FoyerError } from './foyer-error.js';
import { messageEntry, registerMessages } from './message-entry.js';

describe('messageEntry', () => {
  it('reads the browser catalogue without any registration', () => {
    expect(messageEntry('busy')).toBe(CATALOGUE.busy);
  });

  it('reads a registered server message, and FoyerError takes its text and status', () => {
    const entry = { en: 'Gateway {name} refused', zh: '网关 {name} 拒绝', status: 502 };
    registerMessages({ ['testOnlyGatewayRefused' as 'busy']: entry });
    const error = new FoyerError('testOnlyGatewayRefused' as 'busy', { params: { name: 'g1' } });
    expect([error.message, error.status, error.toBody('zh').error]).toEqual(['Gateway g1 refused', 502, '网关 g1 拒绝']);
  });

  it('reads an unregistered code as the generic failure, never as a bare key', () => {
    expect(messageEntry('neverRegistered' as 'busy')).toBe(CATALOGUE.unknown);
  });
});
