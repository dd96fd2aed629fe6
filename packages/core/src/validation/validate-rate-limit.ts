import { GATEWAY_RATE_LIMIT } from '../constants/limits.js';
import { invalid, valid, type Validation } from './result.js';

export type RateLimitMethod = (typeof GATEWAY_RATE_LIMIT.methods)[number];

export interface RateLimitConfig {
  perRule?: number;
  burstFactor?: number;
  global?: number;
  methods?: readonly string[];
}

export interface ValidRateLimitConfig extends Omit<RateLimitConfig, 'methods'> {
  methods?: RateLimitMethod[];
}

const RANGES = ['perRule', 'burstFactor', 'global'] as const;

function isMethod(method: string): method is RateLimitMethod {
  return GATEWAY_RATE_LIMIT.methods.some((allowed) => allowed === method);
}

/** The gateway's rate-limit settings; fields left out are not checked, methods are upper-cased. */
export function validateRateLimit(config: RateLimitConfig): Validation<ValidRateLimitConfig> {
  for (const field of RANGES) {
    const value = config[field];
    const { min, max } = GATEWAY_RATE_LIMIT[field];
    if (value !== undefined && !(Number.isFinite(value) && value >= min && value <= max)) {
      return invalid('outOfRange', { params: { field, min, max }, field });
    }
  }
  const { methods: requested, ...limits } = config;
  if (requested === undefined) return valid(limits);
  const methods: RateLimitMethod[] = [];
  for (const method of requested) {
    const upper = method.toUpperCase();
    if (!isMethod(upper)) return invalid('methodNotAllowed', { params: { method }, field: 'methods' });
    methods.push(upper);
  }
  return valid({ ...limits, methods });
}
