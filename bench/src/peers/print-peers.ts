import type { LoadResult } from '../load.js';
import type { PeerReport } from './peer-report.js';

const AIM_SESSION_OVER_BARE = 0.8;

function cell(result: LoadResult): string {
  const rate = Math.round(result.requestsPerSecond).toString().padStart(7);
  return `${rate}/s p99 ${`${result.p99Ms} ms`.padEnd(7)}${result.non2xx ? ` (${result.non2xx} failed)` : ''}`.padEnd(28);
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** The peers table: each scenario's rate for Foyer and Better Auth side by side, then the ratios the issue asks for. */
export function printPeers(report: PeerReport): void {
  const { figures, ratios, settings } = report;
  console.log(
    `Peers, ${report.mode} — ${settings.connections} connections, ${settings.warmUp} s warm-up + ${settings.duration} s a run, ` +
      `session checks median of ${settings.rounds}; Better Auth ${report.betterAuthVersion}; load average ${report.machine.loadAverage1m.toFixed(2)}`,
  );
  console.log(`${''.padEnd(22)}${'Foyer'.padEnd(28)}${'Better Auth'.padEnd(28)}Foyer / Better Auth`);
  console.log(`${'bare Hono JSON route'.padEnd(22)}${cell(figures.bare)}`.trimEnd());
  const rows: [string, LoadResult, LoadResult, number][] = [
    ['session check', figures.foyer.session, figures.betterAuth.session, ratios.foyerOverBetterAuth.session],
    ['refresh', figures.foyer.refresh, figures.betterAuth.refresh, ratios.foyerOverBetterAuth.refresh],
    ['e-mail code sign-in', figures.foyer.signIn, figures.betterAuth.signIn, ratios.foyerOverBetterAuth.signIn],
  ];
  for (const [name, foyer, betterAuth, ratio] of rows) console.log(`${name.padEnd(22)}${cell(foyer)}${cell(betterAuth)}${times(ratio)}`);
  const aim = ratios.sessionOverBare >= AIM_SESSION_OVER_BARE ? 'meets' : 'under';
  console.log(
    `session check / bare: Foyer ${percent(ratios.sessionOverBare)} (${aim} the aim of ${percent(AIM_SESSION_OVER_BARE)}), Better Auth ${percent(ratios.betterAuthSessionOverBare)}`,
  );
}
