import { z } from 'zod';
import { ADMIN_SECTIONS } from '../console-pages/console-page-data.js';

const translated = z.object({ en: z.string(), zh: z.string() });

/** SPEC §4's navigation data for the admin console's sections: translatable title and description, and the link. */
export const adminNavigationSchema = z
  .object({ navigation: z.array(z.object({ id: z.enum(ADMIN_SECTIONS), title: translated, description: translated, link: z.string() })) })
  .meta({ id: 'AdminNavigation' });
