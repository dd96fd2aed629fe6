/** Runs `count` tasks `size` at a time; each batch starts once the one before has finished. */
export async function inBatches<T>(count: number, size: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, () => task());
    results.push(...(await Promise.all(batch)));
  }
  return results;
}
