import { randomBytes } from 'node:crypto';
import { startBalancer } from '../../../packages/server/src/multi-instance/test-support/start-balancer.js';
import { startSmtpInbox, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { freshDatabase } from '../peers/fresh-database.js';
import { spawnServer, type SpawnedServer } from '../spawn-server.js';

export interface SoakInstance {
  name: string;
  url: string;
  pid: number;
}

export interface SoakStack {
  /** The balancer: the one address every page and wallet reaches. */
  front: string;
  instances: SoakInstance[];
  inbox: SmtpInbox;
  metricsToken: string;
  stop(): Promise<void>;
}

/** Two Foyer instances (own processes) on a fresh PostgreSQL database and one Redis prefix, mailing a real SMTP server, behind the round-robin balancer. */
export async function startSoakStack(postgresUrl: string, redisUrl: string): Promise<SoakStack> {
  const inbox = await startSmtpInbox();
  const metricsToken = randomBytes(24).toString('base64url');
  const env = {
    BENCH_DATABASE_URL: await freshDatabase(postgresUrl, 'foyer_soak'),
    BENCH_REDIS_URL: redisUrl,
    BENCH_REDIS_PREFIX: `foyer-soak-${randomBytes(6).toString('hex')}:`,
    BENCH_SMTP_URL: inbox.url,
    BENCH_METRICS_TOKEN: metricsToken,
  };
  const spawned: SpawnedServer<{ port: number }>[] = [];
  const stopInstances = () => spawned.forEach((instance) => instance.stop());
  try {
    // One after the other, so the second finds the schema the first migrated.
    for (let n = 0; n < 2; n += 1) spawned.push(await spawnServer<{ port: number }>('./multi-instance/instance-server.ts', [], [], env));
    const instances = spawned.map((instance, n) => ({ name: n === 0 ? 'A' : 'B', url: `http://127.0.0.1:${instance.info.port}`, pid: instance.pid }));
    const balancer = await startBalancer(instances.map((instance) => instance.url));
    return {
      front: balancer.url,
      instances,
      inbox,
      metricsToken,
      async stop() {
        await balancer.close();
        stopInstances();
        await inbox.close();
      },
    };
  } catch (error) {
    stopInstances();
    await inbox.close();
    throw error;
  }
}
