import { randomInt } from 'node:crypto';

/** The two-digit code the page shows, and the three codes the wallet picks from: it and two others, shuffled. */
export interface MfaDraw {
  code: number;
  choices: number[];
}

const MIN = 10;
const MAX = 99;
const CHOICES = 3;

export function drawMfaCodes(): MfaDraw {
  const code = randomInt(MIN, MAX + 1);
  const choices = [code];
  while (choices.length < CHOICES) {
    const other = randomInt(MIN, MAX + 1);
    // Each code goes in at a random place, so the order is a uniform shuffle and tells nothing.
    if (!choices.includes(other)) choices.splice(randomInt(choices.length + 1), 0, other);
  }
  return { code, choices };
}
