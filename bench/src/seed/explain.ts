import { explainPlans } from './explain-plans.js';
import { seedArgs, seededUrl } from './seed-args.js';

const args = seedArgs();
const plans = await explainPlans(seededUrl(args), args.count);
console.log(`EXPLAIN ANALYZE on ${args.database}, seeded with ${args.count.toLocaleString('en')} people`);
for (const { flow, what, sql, plan } of plans) {
  console.log(`\n${flow} — ${what}\n  ${sql}`);
  for (const line of plan) console.log(`    ${line}`);
}
const sequential = plans.filter((plan) => plan.sequentialScan).map(({ flow, what }) => `${flow}: ${what}`);
console.log(sequential.length === 0 ? '\nEvery statement is served by an index.' : `\nSequential scans: ${sequential.join('; ')}`);
process.exitCode = sequential.length === 0 ? 0 : 1;
