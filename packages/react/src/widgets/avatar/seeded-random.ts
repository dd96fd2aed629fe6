/**
 * The blockies xorshift generator, seeded from a string: the same seed always yields the same sequence in [0, 1).
 * A plain array on purpose: the reference keeps unbounded doubles while seeding, and only the shifts truncate to 32 bits.
 */
export function seededRandom(seed: string): () => number {
  const state = [0, 0, 0, 0];
  for (let i = 0; i < seed.length; i++) {
    const slot = i % 4;
    const current = state[slot] ?? 0;
    state[slot] = (current << 5) - current + seed.charCodeAt(i);
  }
  return () => {
    const [x = 0, y = 0, z = 0, w = 0] = state;
    const t = x ^ (x << 11);
    const next = w ^ (w >> 19) ^ t ^ (t >> 8);
    state.splice(0, 4, y, z, w, next);
    return (next >>> 0) / ((1 << 31) >>> 0);
  };
}
