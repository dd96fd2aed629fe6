import { parse as parseCookies } from 'hono/utils/cookie';

/** The value of cookie `name` in a Cookie header, read as Foyer's own routes read it (Hono's parser). */
export const cookieValue = (header: string | null | undefined, name: string): string | undefined => parseCookies(header ?? '', name)[name] || undefined;
