import { describe, expect, it } from 'vitest';
import { drawMfaCodes } from './draw-mfa-codes.js';

describe('drawMfaCodes', () => {
  const draws = Array.from({ length: 300 }, drawMfaCodes);

  it('offers three distinct two-digit codes, the one to pick among them', () => {
    for (const { code, choices } of draws) {
      expect(choices).toHaveLength(3);
      expect(new Set(choices).size).toBe(3);
      for (const choice of choices) expect(choice).toSatisfy((value: number) => Number.isInteger(value) && value >= 10 && value <= 99);
      expect(choices).toContain(code);
    }
  });

  it('puts the code in every place and draws codes across the range', () => {
    expect(new Set(draws.map(({ code, choices }) => choices.indexOf(code)))).toEqual(new Set([0, 1, 2]));
    const codes = draws.map(({ code }) => code);
    expect(Math.min(...codes)).toBeLessThan(20);
    expect(Math.max(...codes)).toBeGreaterThan(89);
  });
});
