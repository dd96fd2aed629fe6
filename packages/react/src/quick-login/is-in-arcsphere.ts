// ArcSphere, ArcBlock's browser, names itself in the user agent.
const ARCSPHERE = /\bArcSphere\b/i;

/** True inside the ArcSphere browser, where the quick-login popup never opens by itself (SPEC §2.15). */
export function isInArcSphere(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return ARCSPHERE.test(userAgent);
}
