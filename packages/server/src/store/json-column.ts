// JSON fields are stored as text on both engines; undefined passes through so a patch leaves the column alone.

export function toJsonColumn(value: object | null | undefined): string | null | undefined {
  return value == null ? value : JSON.stringify(value);
}

export function fromJsonColumn<T extends object>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
