import type { Answers } from './describe.js';

// Answers that are not a JSON body, for routeDocs: the document says what comes back instead of leaving it empty.

const text = (mediaType: string, description: string) => ({ description, content: { [mediaType]: { schema: { type: 'string' as const } } } });

export const htmlPage: Answers = { 200: text('text/html', 'An HTML page') };

export const plainText: Answers = { 200: text('text/plain', 'Plain text') };

export const image: Answers = { 200: { description: 'An image (SVG, PNG, …)', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } };

export const redirect: Answers = { 302: { description: 'A redirect', headers: { Location: { description: 'Where to go next', schema: { type: 'string' } } } } };

export const noContent: Answers = { 204: { description: 'Done; no body' } };

export const webSocket: Answers = { 101: { description: 'Switching Protocols: the connection becomes a WebSocket' } };
