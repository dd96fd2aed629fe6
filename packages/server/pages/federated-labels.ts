import type { Locale } from '@foyer/core';

const en = {
  signingIn: (member: string, master: string) => `Signing in to ${member} with ${master}…`,
};

const zh: typeof en = {
  signingIn: (member, master) => `正在通过 ${master} 登录 ${member}…`,
};

export type FederatedLabels = typeof en;

/** The federated popup's words in the visitor's language (SPEC §9: en and zh); its errors come from the catalogue. */
export const federatedLabels = (locale: Locale): FederatedLabels => (locale === 'zh' ? zh : en);
