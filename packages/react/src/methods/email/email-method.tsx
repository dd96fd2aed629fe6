import { isEmailOffered } from '@foyer/core';
import { createTranslate } from '../../i18n/translate.js';
import { MailIcon } from '../../icons/mail-icon.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod } from '../connect-method.js';

/** SPEC §6: e-mail is offered for the four connect actions, when the deployment can and will send codes. */
export const emailMethod: ConnectMethod = {
  id: 'email',
  label: (locale) => createTranslate(locale)('emailMethod'),
  icon: <MailIcon />,
  order: 40,
  isAvailable: ({ action, appInfo }) => isEmailOffered(action, appInfo?.connectOptions),
  load: retryImport(() => import('./email-step.js')),
};
