import { describe, expect, it } from 'vitest';
import { resolveOpenMode, type OpenModeInput } from './resolve-open-mode.js';

const federatedElsewhere: OpenModeInput = { sourceAppDiffers: true, federated: true, storageAccessGranted: false, inWalletOrArcSphere: false };

describe('resolveOpenMode (SPEC §4)', () => {
  it('keeps the mode the host gave', () => {
    expect(resolveOpenMode({ ...federatedElsewhere, given: 'redirect' })).toBe('redirect');
  });

  it('is a popup when the source app is this one or the app is not federated', () => {
    expect(resolveOpenMode({ ...federatedElsewhere, sourceAppDiffers: false })).toBe('popup');
    expect(resolveOpenMode({ ...federatedElsewhere, federated: false })).toBe('popup');
  });

  it('is a window when the source app differs and the app is federated', () => {
    expect(resolveOpenMode(federatedElsewhere)).toBe('window');
  });

  it('falls back to a popup once storage access is granted, but not inside a wallet or ArcSphere', () => {
    expect(resolveOpenMode({ ...federatedElsewhere, storageAccessGranted: true })).toBe('popup');
    expect(resolveOpenMode({ ...federatedElsewhere, storageAccessGranted: true, inWalletOrArcSphere: true })).toBe('window');
  });
});
