/** Deployment switches that default to on: unset, `'1'` or `'true'` mean on. */
export function isFlagOn(value: string | undefined): boolean {
  return value === undefined || value === '1' || value === 'true';
}
