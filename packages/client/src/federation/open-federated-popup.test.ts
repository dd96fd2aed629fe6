import { PATHS, POPUP } from '@foyer/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup } from '../oauth/test-support/fake-popup.js';
import { openFederatedPopup } from './open-federated-popup.js';

const MASTER = { appId: 'zMaster', appPid: 'zMasterPid', appName: 'Master App', appUrl: 'http://localhost:4100/' };
const MEMBER = { appId: 'zMember', appUrl: 'http://127.0.0.1:4200/app' };

describe('openFederatedPopup', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the master's federated page at 680x720, naming this app and the origin to answer, synchronously", () => {
    const popup = createFakePopup(POPUP.federatedName);
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openFederatedPopup(MASTER, MEMBER)).toBe(popup);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`http://localhost:4100${PATHS.federatedPage}?appId=zMember&origin=${encodeURIComponent('http://127.0.0.1:4200')}`);
    expect(name).toBe('federated-login');
    expect(features).toContain('popup,width=680,height=720');
  });

  it('opens it as a window of its own, without popup features, in window mode (SPEC §4)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(createFakePopup(POPUP.federatedName));
    openFederatedPopup(MASTER, MEMBER, 'window');
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toContain(PATHS.federatedPage);
    expect(name).toBe('federated-login');
    expect(features).toBe('');
  });

  it("throws 'Failed to open popup' when the browser blocks it", () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openFederatedPopup(MASTER, MEMBER)).toThrow('Failed to open popup');
  });
});
