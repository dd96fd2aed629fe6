import { describeRoute, resolver } from 'hono-openapi';
import type { z } from 'zod';

const json = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });

/**
 * describeRoute for one feature's routes: the feature's tag on each, each route's own summary and, for a JSON route, the
 * schema of its success body (under 200, or the status the route answers). A feature whose refusals are not the
 * catalogue error every other route answers with names their schema as `refusal`.
 */
export const routeDocs =
  (tag: string, refusal?: z.ZodType) =>
  (summary: string, answer?: z.ZodType, status: 200 | 201 = 200) =>
    describeRoute({
      tags: [tag],
      summary,
      responses: {
        [status]: { description: 'Success', ...(answer && { content: json(answer) }) },
        ...(refusal && { '4XX': { description: 'Refused', content: json(refusal) } }),
      },
    });
