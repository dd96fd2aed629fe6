import { FEDERATED_MEMBER_STATUSES } from '@foyer/core';
import { z } from 'zod';

export const trustedDomainsSchema = z.object({ domains: z.array(z.string()) }).meta({ id: 'TrustedDomains', description: 'Origins the SDK may accept federated messages from.' });

/** A signed login assertion for a member app; none when only the bridge cookie was asked for. */
export const assertionSchema = z.object({ assertion: z.string().optional() }).meta({ id: 'FederatedAssertion' });

export const memberStatusSchema = z.object({ status: z.enum(FEDERATED_MEMBER_STATUSES) }).meta({ id: 'FederatedMemberStatus' });

export const statusNoticeSchema = z.object({ status: z.enum(['approved', 'rejected', 'left']) }).meta({ id: 'FederationStatusNotice' });
