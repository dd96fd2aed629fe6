import { CATALOGUE, SERVER_CATALOGUE, type MessageCode } from '@foyer/core';
import { z } from 'zod';

const MESSAGE_CODES = Object.keys({ ...CATALOGUE, ...SERVER_CATALOGUE }) as MessageCode[];

/** Its name among the document's components. */
export const ERROR_BODY_ID = 'ErrorBody';

/** FoyerError.toBody(): the body of every error answer (core's ErrorBody; response-schemas.test.ts holds them equal). */
export const errorBodySchema = z
  .object({ code: z.enum(MESSAGE_CODES), error: z.string(), field: z.string().optional() })
  .meta({ id: ERROR_BODY_ID, description: '`code` is the stable key of the error catalogue, `error` the text to show (in the `locale` asked for), `field` the input at fault.' });
