import { parseArgs } from 'node:util';

export interface SoakArgs {
  minutes: number;
  /** Operations started per second, whatever the answers' speed (open loop). */
  rate: number;
}

const positive = (name: string, value: string): number => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, not "${value}"`);
  return number;
};

/** `--minutes N --rate N`, 10 minutes at 20 operations a second unless told. */
export function parseSoakArgs(argv: string[]): SoakArgs {
  const { values } = parseArgs({ args: argv, options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '20' } }, strict: true });
  const minutes = positive('minutes', values.minutes);
  // RSS growth is judged after a 1-minute warm-up, so a shorter run would have nothing to judge.
  if (minutes < 2) throw new Error(`--minutes must be at least 2 (1 minute of warm-up, then at least 1 judged), not ${minutes}`);
  return { minutes, rate: positive('rate', values.rate) };
}
