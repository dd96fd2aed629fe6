import { roleOrDefault, type Passport } from '@foyer/core';

/** SPEC §2.7: the passports worth switching to; one of the role the user already acts in would change nothing. */
export function switchablePassports(passports: readonly Passport[], currentRole: string | undefined): Passport[] {
  const current = roleOrDefault(currentRole);
  return passports.filter((passport) => passport.role !== current);
}
