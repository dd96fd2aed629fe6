import { FoyerError, PATHS, POPUP } from '@foyer/core';
import type { OpenOAuthPopupOptions } from './types.js';

/**
 * Opens the oauth-login popup (SPEC §2 screen 8) on the provider's start path. Synchronous on purpose: call it
 * before any await in the click handler, or popup blockers refuse it.
 */
export function openOAuthPopup(provider: string, { baseUrl, action, locale, sourceAppPid }: OpenOAuthPopupOptions): Window {
  if (!provider) throw new FoyerError('popupProviderRequired');
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (locale) query.set('locale', locale);
  if (sourceAppPid) query.set('sourceAppPid', sourceAppPid);
  const search = query.size > 0 ? `?${query}` : '';
  const url = `${baseUrl}${PATHS.oauthLogin}/${encodeURIComponent(provider)}${search}`;
  const left = Math.max(0, (window.screen.width - POPUP.oauthWidth) / 2);
  const top = Math.max(0, (window.screen.height - POPUP.oauthHeight) / 2);
  const features = `popup,width=${POPUP.oauthWidth},height=${POPUP.oauthHeight},left=${left},top=${top}`;
  const popup = window.open(url, POPUP.oauthName, features);
  if (!popup) throw new FoyerError('popupOpenFailed');
  return popup;
}
