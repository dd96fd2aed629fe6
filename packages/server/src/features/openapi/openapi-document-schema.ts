import { z } from 'zod';

/** This document's top level; its full shape is OpenAPI 3.1's own schema, not restated here. */
export const openApiDocumentSchema = z
  .looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/3.1).' });
