import { DAY_PARTS } from '@foyer/core';

export type DayPart = keyof typeof DAY_PARTS | 'night';

/** SPEC §9: dawn 0–6, morning 6–12, afternoon 12–18, otherwise night. */
export function dayPart(hour: number): DayPart {
  const parts = Object.entries(DAY_PARTS) as [keyof typeof DAY_PARTS, readonly [number, number]][];
  return parts.find(([, [from, to]]) => hour >= from && hour < to)?.[0] ?? 'night';
}
