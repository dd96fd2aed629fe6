import { describe, expect, it } from 'vitest';
import { parseSoakArgs } from './soak-args.js';

describe('parseSoakArgs', () => {
  it('runs 10 minutes at 20 operations a second unless told', () => {
    expect(parseSoakArgs([])).toEqual({ minutes: 10, rate: 20 });
  });

  it('takes the minutes and the rate it is given', () => {
    expect(parseSoakArgs(['--minutes', '2', '--rate', '12.5'])).toEqual({ minutes: 2, rate: 12.5 });
  });

  it('refuses a rate or a length that is not a positive number, and an unknown option', () => {
    expect(() => parseSoakArgs(['--rate', '0'])).toThrow('--rate must be a positive number, not "0"');
    expect(() => parseSoakArgs(['--minutes', 'ten'])).toThrow('--minutes must be a positive number, not "ten"');
    expect(() => parseSoakArgs(['--users', '5'])).toThrow();
  });

  it('refuses a run too short to judge memory after the 1-minute warm-up', () => {
    expect(() => parseSoakArgs(['--minutes', '1.5'])).toThrow('--minutes must be at least 2 (1 minute of warm-up, then at least 1 judged), not 1.5');
  });
});
