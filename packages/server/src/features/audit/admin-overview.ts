import { AUDIT_OVERVIEW_DAYS, TIME, type AdminOverview, type AdminOverviewDay } from '@foyer/core';
import type { Store } from '../../store/types.js';

const dateOf = (day: number) => new Date(day * TIME.day).toISOString().slice(0, 10);

/** Any method name a sign-in was recorded without: there is none today, but the chart must still add it up. */
const UNKNOWN_METHOD = 'unknown';

/** The console's first page: sign-ins per UTC day by method and failures over the last AUDIT_OVERVIEW_DAYS days, today last; live sessions; members waiting for approval. */
export async function adminOverview(store: Store, now: number): Promise<AdminOverview> {
  const today = Math.floor(now / TIME.day);
  const firstDay = today - AUDIT_OVERVIEW_DAYS + 1;
  const [counts, sessions, members] = await Promise.all([
    store.auditEvents.countSignIns(firstDay * TIME.day),
    store.userSessions.listActive({}, { page: 1, pageSize: 1 }, now),
    store.federatedApps.list('member'),
  ]);
  const days: AdminOverviewDay[] = Array.from({ length: AUDIT_OVERVIEW_DAYS }, (_, index) => ({ date: dateOf(firstDay + index), signIns: {}, failures: 0 }));
  for (const { day, kind, method, count } of counts) {
    const entry = days[day - firstDay];
    if (!entry) continue;
    if (kind === 'sign_in_failed') entry.failures += count;
    else entry.signIns[method ?? UNKNOWN_METHOD] = (entry.signIns[method ?? UNKNOWN_METHOD] ?? 0) + count;
  }
  // A member asking to join, or an approved one asking to move to a new identity, waits for an owner or admin.
  const pending = members.filter((member) => member.status === 'pending' || member.pendingChange !== null).length;
  return { days, activeSessions: sessions.total, pendingApprovals: { federation: pending } };
}
