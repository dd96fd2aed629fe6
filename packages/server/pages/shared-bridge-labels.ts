import type { Locale } from '@foyer/core';

const en = {
  title: (master: string) => `Stay signed in with ${master}`,
  reason: (member: string, master: string) => `${member} asks to use your ${master} account, which lives on another site. Your browser needs your permission for that.`,
  allow: 'Allow',
  notNow: 'Not now',
  benefits: ['Sign in without a click next time', 'One account on every app of the federation', 'Sign out of all of them at once'],
  dataUse: (master: string) => `Only ${master}'s sign-in cookie is used, to tell who you are. Nothing else is shared.`,
};

const zh: typeof en = {
  title: (master) => `使用 ${master} 保持登录`,
  reason: (member, master) => `${member} 请求使用您在另一网站上的 ${master} 账户，浏览器需要您的许可。`,
  allow: '允许',
  notNow: '暂不',
  benefits: ['下次无需点击即可登录', '在联合中的每个应用使用同一账户', '一次退出所有应用'],
  dataUse: (master) => `仅使用 ${master} 的登录 Cookie 来识别您的身份，不共享其他任何内容。`,
};

export type SharedBridgeLabels = typeof en;

/** The storage-access prompt's words (SPEC §2 item 1) in the visitor's language. */
export const sharedBridgeLabels = (locale: Locale): SharedBridgeLabels => (locale === 'zh' ? zh : en);
