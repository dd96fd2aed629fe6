import { STORAGE_KEYS } from '@foyer/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { rememberInviter } from './remember-inviter.js';

beforeEach(resetBrowserStorage);

describe('rememberInviter', () => {
  it("takes the page's ?inviter and keeps it as the invitation code", () => {
    expect(rememberInviter('https://app.example/?inviter=did%3Aabt%3AzBea')).toBe('did:abt:zBea');
    expect(localStorage.getItem(STORAGE_KEYS.invitationCode)).toBe('did:abt:zBea');
  });

  it('hands over the kept invitation code on a page without ?inviter', () => {
    rememberInviter('https://app.example/welcome?inviter=did:abt:zBea');
    expect(rememberInviter('https://app.example/login')).toBe('did:abt:zBea');
  });

  it("prefers a newer link's inviter to the kept one", () => {
    rememberInviter('https://app.example/?inviter=did:abt:zBea');
    expect(rememberInviter('https://app.example/?inviter=did:abt:zCal')).toBe('did:abt:zCal');
    expect(localStorage.getItem(STORAGE_KEYS.invitationCode)).toBe('did:abt:zCal');
  });

  it('has nothing to hand over when no link ever carried one', () => {
    expect(rememberInviter('https://app.example/')).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.invitationCode)).toBeNull();
  });

  it("reads the page's own address by default", () => {
    history.replaceState(null, '', '/?inviter=did:abt:zDan');
    expect(rememberInviter()).toBe('did:abt:zDan');
  });
});
