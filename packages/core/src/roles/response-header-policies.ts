export const RESPONSE_HEADER_POLICIES = ['simple-cors', 'security-header', 'both'] as const;
export type ResponseHeaderPolicy = (typeof RESPONSE_HEADER_POLICIES)[number];
