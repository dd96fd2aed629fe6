import { PRODUCT } from '../product.js';

/** What a grant covers: `products` is the collection, `product` one installed app acting on itself. */
export const RESOURCES = {
  products: `${PRODUCT}s`,
  product: PRODUCT,
  router: 'router',
  webhook: 'webhook',
  notification: 'notification',
  team: 'team',
  accessKey: 'accessKey',
  node: 'node',
  session: 'session',
  certificate: 'certificate',
} as const;

export type Resource = (typeof RESOURCES)[keyof typeof RESOURCES];

export const VERBS = ['query', 'mutate'] as const;
export type Verb = (typeof VERBS)[number];
