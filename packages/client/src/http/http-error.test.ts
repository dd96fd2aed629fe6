import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';

describe('HttpError', () => {
  it('shows the response error, then message, then the status fallback (SPEC §8 order)', () => {
    expect(new HttpError(400, { error: 'Email is required', message: 'other' }).message).toBe('Email is required');
    expect(new HttpError(400, { message: 'Bad input' }).message).toBe('Bad input');
    expect(new HttpError(502, null).message).toBe('request failed with status code 502');
  });

  it("shows an OAuth answer's error_description rather than its error code", () => {
    const error = new HttpError(403, { error: 'insufficient_scope', error_description: 'Only an owner or admin may manage OAuth clients' });
    expect(error.message).toBe('Only an owner or admin may manage OAuth clients');
    expect(error.status).toBe(403);
  });
});
