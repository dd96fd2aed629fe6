const encoder = new TextEncoder();

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}
