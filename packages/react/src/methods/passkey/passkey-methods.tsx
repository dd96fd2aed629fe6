import { createTranslate } from '../../i18n/translate.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod } from '../connect-method.js';
import { isPasskeyOffered } from './is-passkey-offered.js';
import { PasskeyIcon } from './passkey-icon.js';

/**
 * The passkey buttons (SPEC §2.10) as two methods, between the wallet and e-mail: 'use passkey' for existing
 * accounts and 'create passkey' for new ones, offered by the app's passkey behaviour.
 */
export const passkeyMethods: readonly ConnectMethod[] = [
    {
      id: 'passkey',
      label: (locale) => createTranslate(locale)('passkeyUse'),
      icon: <PasskeyIcon />,
      order: 20,
      isAvailable: (context) => isPasskeyOffered('existing', context),
      load: retryImport(() => import('./use-passkey-step.js')),
    },
    {
      id: 'passkey-create',
      label: (locale) => createTranslate(locale)('passkeyCreate'),
      icon: <PasskeyIcon />,
      order: 30,
      isAvailable: (context) => isPasskeyOffered('new', context),
      load: retryImport(() => import('./create-passkey-step.js')),
    },
];
