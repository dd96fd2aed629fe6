/** The app URL the bench server believes it has; requests send it as Origin so CSRF checks pass. */
export const BENCH_ORIGIN = 'http://localhost:3999';
export const BENCH_CSRF = 'bench-csrf-token-0123456789abcdef';
