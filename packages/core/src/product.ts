/** The platform's word for an installable app; every role, path and key that names it derives from here. */
export const PRODUCT = 'capsule' as const;
export type Product = typeof PRODUCT;
