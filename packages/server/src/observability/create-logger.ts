import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type LogLevel = Level | 'silent';

// Secret headers at the top level, in a logged `headers` object, and in one a level down (`req.headers`): pino writes '[redacted]'.
const REDACTED = [
  'authorization',
  'cookie',
  '["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** The one JSON logger of a Foyer instance, to stdout unless a destination (a test's capture, say) is given. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
