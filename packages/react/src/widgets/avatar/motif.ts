import { seededRandom } from './seeded-random.js';

export const MOTIF_GRID = 5;
const KINDS = ['square', 'circle', 'diamond'] as const;
/** Share of the drawn cells left empty, so the shapes read as a pattern rather than a wall. */
const EMPTY_SHARE = 0.4;

export interface MotifShape {
  kind: (typeof KINDS)[number];
  x: number;
  y: number;
  color: string;
}

export interface Motif {
  background: string;
  shapes: MotifShape[];
}

/** A 5×5 grid of shapes mirrored left to right, in three colours around one hue, all drawn from the DID (prefix ignored). */
export function motif(did: string): Motif {
  const random = seededRandom(did.replace(/^did:[a-z0-9]+:/i, ''));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const hue = Math.floor(random() * 360);
  const palette = [`hsl(${hue},65%,42%)`, `hsl(${(hue + 35) % 360},70%,55%)`, `hsl(${(hue + 180) % 360},60%,48%)`];
  const shapes: MotifShape[] = [];
  for (let y = 0; y < MOTIF_GRID; y++) {
    for (let x = 0; x < Math.ceil(MOTIF_GRID / 2); x++) {
      if (random() < EMPTY_SHARE) continue;
      const shape = { kind: pick(KINDS), color: pick(palette), y };
      const mirror = MOTIF_GRID - 1 - x;
      shapes.push({ ...shape, x }, ...(mirror === x ? [] : [{ ...shape, x: mirror }]));
    }
  }
  // A DID whose draws left the grid empty still gets a mark in the middle.
  if (shapes.length === 0) shapes.push({ kind: 'circle', color: palette[0] as string, x: 2, y: 2 });
  return { background: `hsl(${hue},55%,93%)`, shapes };
}
