import type { Json } from '../../store/types.js';

/** A stored switch board read against its defaults: a switch missing or not boolean takes its default. */
export function withDefaults<K extends string>(defaults: Readonly<Record<K, boolean>>, stored: Json | null): Record<K, boolean> {
  const merged: Record<K, boolean> = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = stored?.[key];
    if (typeof value === 'boolean') merged[key] = value;
  }
  return merged;
}
