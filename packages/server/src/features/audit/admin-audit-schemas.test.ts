import type { AdminMethods, AdminOverview, AuditEventPage } from '@foyer/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { adminMethodsSchema, adminOverviewSchema, auditEventPageSchema } from '../openapi/admin-audit-schemas.js';

// The console imports @foyer/core's types; the OpenAPI document is written from these schemas: the two must stay equal.
describe('admin console response schemas', () => {
  it('infer exactly the types @foyer/core declares', () => {
    expectTypeOf<z.infer<typeof auditEventPageSchema>>().toEqualTypeOf<AuditEventPage>();
    expectTypeOf<z.infer<typeof adminOverviewSchema>>().toEqualTypeOf<AdminOverview>();
    expectTypeOf<z.infer<typeof adminMethodsSchema>>().toEqualTypeOf<AdminMethods>();
  });
});
