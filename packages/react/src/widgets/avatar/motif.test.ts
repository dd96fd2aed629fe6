import { describe, expect, it } from 'vitest';
import { motif, MOTIF_GRID } from './motif.js';

const DIDS = ['z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA', 'zNKtCNqYWLYWYW7uuHFTMq1nWH5WS1qJ8tW1', 'z1', 'zz'];

describe('motif', () => {
  it.each(DIDS)('mirrors every shape left to right, in at most three colours (%s)', (did) => {
    const { shapes } = motif(did);
    expect(shapes.length).toBeGreaterThan(0);
    const key = (shape: { kind: string; x: number; y: number; color: string }) => `${shape.kind} ${shape.x},${shape.y} ${shape.color}`;
    const drawn = new Set(shapes.map(key));
    for (const shape of shapes) expect(drawn.has(key({ ...shape, x: MOTIF_GRID - 1 - shape.x }))).toBe(true);
    expect(new Set(shapes.map((shape) => shape.color)).size).toBeLessThanOrEqual(3);
  });

  it('is the same for the same DID and differs between DIDs', () => {
    expect(motif(DIDS[0] as string)).toEqual(motif(`did:abt:${DIDS[0]}`));
    expect(motif(DIDS[0] as string)).not.toEqual(motif(DIDS[1] as string));
  });
});
