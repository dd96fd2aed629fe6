import { CONNECT } from '@foyer/core';
import type { Frame, Page } from 'playwright-core';

/**
 * Waits for the connect dialog's success on `on` (a page, or a frame of one), then skips on the page's clock the 2 s the
 * dialog stays open after it (SPEC §9), so the test goes on to what the dialog closing by itself shows without
 * waiting them out.
 */
export async function skipSuccessPause(on: Page | Frame): Promise<void> {
  // By CSS, not role: a dialog opened over the connect dialog (passkeys) hides it from the accessibility tree.
  await on.locator('[role="dialog"] .foyer-status--succeed').waitFor();
  await ('page' in on ? on.page() : on).clock.fastForward(CONNECT.successCloseDelayMs);
}
