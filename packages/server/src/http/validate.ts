import { FoyerError } from '@foyer/core';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_MEDIA_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** zValidator whose failures are catalogue errors: 400 malformedJson or malformedForm for a body that is neither, 400 invalidInput naming the field. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || target;
    throw new FoyerError('invalidInput', { field, params: { field, detail: issue?.message ?? 'invalid value' } });
  });
  const guarded: typeof validator = async (c, next) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    // Parsed here first because zValidator would answer a bad body with its own plain-text 400.
    if (target === 'json' && JSON_MEDIA_TYPE.test(mediaType)) {
      await c.req.json().catch((cause: unknown) => {
        throw new FoyerError('malformedJson', { cause });
      });
    }
    // Parsed here too, since zValidator's own parse failure would reach the error handler as an unexpected error (500).
    if (target === 'form' && FORM_MEDIA_TYPES.has(mediaType.toLowerCase())) {
      await c.req.formData().catch((cause: unknown) => {
        throw new FoyerError('malformedForm', { cause });
      });
    }
    return validator(c, next);
  };
  // hono-openapi's walk of the app reads the schema from this mark, so the OpenAPI document comes from the same schema that validates.
  return Object.assign(guarded, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
