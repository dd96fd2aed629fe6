export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue | undefined };

/** JSON with object keys sorted and undefined members left out, byte-for-byte as fast-json-stable-stringify writes it. */
export function stableStringify(value: JsonValue): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const members = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const member = value[key];
      return member === undefined ? [] : [`${JSON.stringify(key)}:${stableStringify(member)}`];
    });
  return `{${members.join(',')}}`;
}
