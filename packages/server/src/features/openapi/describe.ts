import { describeRoute, resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/** Each success (or, for health, failure) status a route answers with: a zod schema of its JSON body, or a response that is not JSON (non-json-answers.ts). */
export type Answers = Partial<Record<101 | 200 | 201 | 204 | 302 | 503, z.ZodType | OpenAPIV3_1.ResponseObject>>;

const json = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });

const response = (code: string, answer: z.ZodType | OpenAPIV3_1.ResponseObject) =>
  answer instanceof z.ZodType ? { description: Number(code) < 300 ? 'Success' : 'Failure', content: json(answer) } : answer;

/**
 * describeRoute for one feature's routes: the feature's tag on each, each route's own summary and its answer: the schema
 * of its JSON success body (under 200, or the status given: 201 for what a route creates), or its answers by status.
 * A feature whose refusals are not the catalogue error every other route answers with names their schema as `refusal`.
 */
export const routeDocs =
  (tag: string, refusal?: z.ZodType) =>
  (summary: string, answer?: z.ZodType | Answers, status: 200 | 201 = 200) => {
    const answers: Answers = answer instanceof z.ZodType ? { [status]: answer } : (answer ?? { 200: { description: 'Success' } });
    return describeRoute({
      tags: [tag],
      summary,
      responses: {
        ...Object.fromEntries(Object.entries(answers).map(([code, each]) => [code, response(code, each)])),
        ...(refusal && { '4XX': { description: 'Refused', content: json(refusal) } }),
      },
    });
  };
