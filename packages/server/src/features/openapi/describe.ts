import { describeRoute, type DescribeRouteOptions } from 'hono-openapi';

/** describeRoute for one feature's routes: the feature's tag on each, and each route's own summary. */
export const routeDocs =
  (tag: string) =>
  (summary: string, spec: DescribeRouteOptions = {}) =>
    describeRoute({ tags: [tag], summary, ...spec });
