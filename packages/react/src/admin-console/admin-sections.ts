/** The admin console's sections, in the order its navigation lists them. */
export const ADMIN_SECTIONS = ['overview', 'members', 'passports', 'clients', 'federation', 'domains', 'methods', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const isAdminSection = (value: string): value is AdminSection => (ADMIN_SECTIONS as readonly string[]).includes(value);
