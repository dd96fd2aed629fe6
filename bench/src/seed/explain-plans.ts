import pg from 'pg';
import { type ExplainedQuery, explainQueries } from './explain-queries.js';

export interface ExplainedPlan extends ExplainedQuery {
  plan: string[];
  sequentialScan: boolean;
}

/** EXPLAIN ANALYZE of every flow's statements on the seeded database; each runs in a transaction rolled back, so writes leave no trace. */
export async function explainPlans(url: string, count: number): Promise<ExplainedPlan[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans: ExplainedPlan[] = [];
    for (const query of explainQueries(count)) {
      await client.query('begin');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${query.sql}`, query.params);
      await client.query('rollback');
      const plan = rows.map((row) => row['QUERY PLAN']);
      plans.push({ ...query, plan, sequentialScan: plan.some((line) => line.includes('Seq Scan')) });
    }
    return plans;
  } finally {
    await client.end();
  }
}
