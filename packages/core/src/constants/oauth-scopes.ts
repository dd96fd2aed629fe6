import { PRODUCT } from '../product.js';

/** SPEC §9 scopes of Foyer's authorization server, with how the consent screen words them. */
export const OAUTH_SCOPES = {
  openid: { en: 'Know who you are (your DID)', zh: '识别你的身份（你的 DID）' },
  offline_access: { en: 'Stay connected when you are not using it', zh: '在你离开时保持连接' },
  'profile:read': { en: 'See your name, picture, e-mail and role', zh: '查看你的姓名、头像、邮箱和角色' },
  profile: { en: 'See your name and picture', zh: '查看你的姓名和头像' },
  email: { en: 'See your e-mail address', zh: '查看你的邮箱地址' },
  [`${PRODUCT}:read`]: { en: `Read your ${PRODUCT}s`, zh: `读取你的${PRODUCT}` },
  [`${PRODUCT}:write`]: { en: `Change your ${PRODUCT}s`, zh: `修改你的${PRODUCT}` },
} as const satisfies Record<string, { en: string; zh: string }>;

export type OAuthScope = Extract<keyof typeof OAUTH_SCOPES, string>;

/** The scopes a resource server checks; they ride on access tokens bound to Foyer's API resource. */
export const RESOURCE_SCOPES = [`${PRODUCT}:read`, `${PRODUCT}:write`] as const;

export const isOAuthScope = (scope: string): scope is OAuthScope => Object.hasOwn(OAUTH_SCOPES, scope);
