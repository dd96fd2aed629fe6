import { HttpError } from '@foyer/client';

function descriptionOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const { error_description: description } = error.body as { error_description?: unknown };
  return typeof description === 'string' && description !== '' ? description : undefined;
}

/** OAuth answers (RFC 6749 §5.2) put the readable text in `error_description`, not in the `error` code HttpError shows. */
export function withOAuthDescription<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    const description = descriptionOf(error);
    throw description ? new Error(description, { cause: error }) : error;
  });
}
