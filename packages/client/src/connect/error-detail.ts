/** The text of a thrown value, for appending to a catalogue message. */
export function errorDetail(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : '';
}

/** `prefix{separator}detail`, or the prefix alone when there is no detail. */
export function withDetail(prefix: string, error: unknown, separator = ': '): string {
  const detail = errorDetail(error);
  return detail ? `${prefix}${separator}${detail}` : prefix;
}
