import { PATHS, POPUP } from '@foyer/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOAuthPopup } from './open-oauth-popup.js';
import { createFakePopup } from './test-support/fake-popup.js';

describe('openOAuthPopup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the oauth-login window at 500x700 on the provider start path, synchronously', () => {
    const popup = createFakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openOAuthPopup('google', { baseUrl: 'https://foyer.example', action: 'login', locale: 'zh', sourceAppPid: 'zPid' })).toBe(popup);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`https://foyer.example${PATHS.oauthLogin}/google?action=login&locale=zh&sourceAppPid=zPid`);
    expect(name).toBe(POPUP.oauthName);
    expect(features).toContain('width=500,height=700');
  });

  it("throws 'Must have extraParams.provider' without a provider, and 'Failed to open popup' when blocked", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openOAuthPopup('', { baseUrl: '' })).toThrow('Must have extraParams.provider');
    expect(open).not.toHaveBeenCalled();
    expect(() => openOAuthPopup('google', { baseUrl: '' })).toThrow('Failed to open popup');
  });
});
