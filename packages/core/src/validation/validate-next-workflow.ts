import { nextWorkflowToken } from '../connect/next-workflow-token.js';
import { invalid, valid, type Validation } from './result.js';

function refuse(value: string, detail: string): Validation<string> {
  return invalid('invalidNextWorkflow', { params: { value, detail }, field: 'nextWorkflow' });
}

/** The URL a finished connect step chains to: it needs an origin and the next session's token (`_t_` or `token`). */
export function validateNextWorkflow(input: unknown): Validation<string> {
  const raw = typeof input === 'string' ? input.trim() : '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(raw, 'not an absolute URL');
  }
  if (url.origin === 'null') return refuse(raw, 'no origin');
  if (!nextWorkflowToken(url)) return refuse(raw, 'no token query parameter');
  return valid(url.href);
}
