import { PATHS } from '@foyer/core';

/** What the server tells a console page, in a JSON script element with this id. */
export const CONSOLE_PAGE_DATA_ID = 'foyer-console-page';

/** The account center's sections (`<AccountCenter section/>`), each at PATHS.user/{slug}; did-space lives at PATHS.userDidSpaces as SPEC §2 names it. */
export const ACCOUNT_SECTIONS = ['profile', 'sign-in', 'passports', 'sessions', 'apps', 'did-space', 'delete'] as const;
export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number];

/** The admin console's sections (`<AdminConsole section/>`), each at PATHS.admin/{section}; the overview first. */
export const ADMIN_SECTIONS = ['overview', 'members', 'passports', 'clients', 'federation', 'domains', 'methods', 'audit'] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

/** Where a section of a console is served. */
export const accountSectionPath = (section: AccountSectionId) => (section === 'did-space' ? PATHS.userDidSpaces : `${PATHS.user}/${section}`);
export const adminSectionPath = (section: AdminSectionId) => `${PATHS.admin}/${section}`;

interface PageDataBase {
  appName: string;
  appUrl: string;
  /** Nonce of the styles the page's dialogs inject (react-remove-scroll's scroll lock), which its CSP lets apply. */
  styleNonce: string;
}

export interface AccountPageData extends PageDataBase {
  console: 'account';
  section: AccountSectionId;
}

export interface AdminPageData extends PageDataBase {
  console: 'admin';
  section: AdminSectionId;
}

export type ConsolePageData = AccountPageData | AdminPageData;
