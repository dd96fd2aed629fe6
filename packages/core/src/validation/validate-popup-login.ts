import type { ExtraParams } from '../types/connect.js';
import { invalid, valid, type Validation } from './result.js';

export type PopupLoginParams = ExtraParams & { provider: string };

/** A popup login must say which provider the popup opens. */
export function validatePopupLogin(extraParams: ExtraParams | undefined): Validation<PopupLoginParams> {
  const provider = extraParams?.provider;
  return provider ? valid({ ...extraParams, provider }) : invalid('popupProviderRequired', { field: 'extraParams.provider' });
}
