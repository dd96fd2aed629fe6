/** The account center's sections, in the order the navigation lists them. */
export const ACCOUNT_SECTIONS = ['profile', 'sign-in', 'passports', 'sessions', 'apps', 'did-space', 'delete'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
