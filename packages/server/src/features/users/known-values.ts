import { DEFAULT_PROVIDER, PROVIDERS, WALLET_OS, type Provider, type WalletOS } from '@foyer/core';

/** Stored strings narrowed to the SPEC's value sets; an unknown provider reads as the default one. */
export const toProvider = (value: string): Provider => PROVIDERS.find((provider) => provider === value) ?? DEFAULT_PROVIDER;

export const toWalletOS = (value: string | null): WalletOS | null => WALLET_OS.find((os) => os === value) ?? null;
