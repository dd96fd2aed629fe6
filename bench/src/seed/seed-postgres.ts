import { seedArgs } from './seed-args.js';
import { seedDatabase } from './seed-database.js';

const args = seedArgs();
const started = performance.now();
await seedDatabase(args, (seeded) => process.stdout.write(`\rseeded ${seeded.toLocaleString('en')} of ${args.count.toLocaleString('en')} people`));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n${args.count.toLocaleString('en')} people, sessions, refresh tokens and spent codes in ${seconds} s; database ${args.database}`);
