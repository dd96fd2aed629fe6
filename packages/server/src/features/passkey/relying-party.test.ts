import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party.js';

describe('relyingParty', () => {
  it('scopes passkeys to the app host and accepts the app and every alias as origins', () => {
    const rp = relyingParty({
      appUrl: 'https://app.example.com:8443/base',
      appName: 'Foyer',
      domainAliases: ['Alias.Example.org', 'http://localhost:3030/', 'https://app.example.com:8443'],
    });
    expect(rp).toEqual({
      id: 'app.example.com',
      name: 'Foyer',
      origins: ['https://app.example.com:8443', 'https://alias.example.org', 'http://localhost:3030'],
    });
  });

  it('gives a bare-host alias the app’s own scheme', () => {
    expect(relyingParty({ appUrl: 'http://localhost:3030', appName: 'Foyer', domainAliases: ['127.0.0.1:3030'] }).origins).toEqual([
      'http://localhost:3030',
      'http://127.0.0.1:3030',
    ]);
  });
});
