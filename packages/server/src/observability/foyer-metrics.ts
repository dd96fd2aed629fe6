import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type SignInOutcome = 'success' | 'failure';

/** The Prometheus metrics of one Foyer instance, in a registry of its own so two Foyers in one process never collide. */
export interface FoyerMetrics {
  registry: Registry;
  signIns: Counter<'method' | 'outcome'>;
  refreshes: Counter<'outcome'>;
  connectSessionsActive: Gauge;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
}

/** `countActiveConnectSessions` is read at each scrape, so the gauge costs nothing between scrapes. */
export function createFoyerMetrics(countActiveConnectSessions: () => number): FoyerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    signIns: new Counter({
      name: 'foyer_sign_ins_total',
      help: 'Sign-ins that finished, by method (email, wallet, passkey, github, google, apple, auth0, nft) and outcome (success, failure)',
      labelNames: ['method', 'outcome'],
      registers: [registry],
    }),
    refreshes: new Counter({
      name: 'foyer_refreshes_total',
      help: 'Refresh token rotations, by outcome (success, failure)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    connectSessionsActive: new Gauge({
      name: 'foyer_connect_sessions_active',
      help: 'Connect sessions (QR codes) this instance created that are neither finished nor expired',
      registers: [registry],
      collect() {
        this.set(countActiveConnectSessions());
      },
    }),
    requestDuration: new Histogram({
      name: 'foyer_http_request_duration_seconds',
      help: 'HTTP request latency, by method, matched route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}
