/** SPEC §8: a lazy module load is retried 2 times before it fails. */
export function retryImport<T>(load: () => Promise<T>, retries = 2): () => Promise<T> {
  return () => load().catch((error: unknown) => (retries > 0 ? retryImport(load, retries - 1)() : Promise.reject(error)));
}
