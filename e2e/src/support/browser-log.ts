import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

// What the pages of this file's contexts said, kept for the test that is running, printed only when it fails.
const lines: string[] = [];
const started = Date.now();

function note(line: string): void {
  lines.push(`${((Date.now() - started) / 1000).toFixed(2)} s  ${line}`);
}

/** Records a context's console warnings and errors, uncaught page errors, failed requests and 4xx/5xx answers. */
export function recordBrowserLog(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()} ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => note(`page error ${error.error().stack ?? error.error().message}`));
  context.on('requestfailed', (request) => note(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  context.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
}

/** Every e2e file (a setup file): a failed test prints what its browser said, so a flake in CI can be read afterwards. */
export function printBrowserLogOnFailure(): void {
  beforeEach(() => {
    lines.length = 0;
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && lines.length > 0) console.error(`What the browser said during "${task.name}":\n${lines.join('\n')}`);
  });
}
