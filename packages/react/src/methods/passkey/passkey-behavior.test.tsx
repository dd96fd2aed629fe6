import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectDialog } from '../../connect-dialog/connect-dialog.js';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';

useSessionTestEnvironment();

async function methodsShown(passkeyBehavior: 'only-new' | 'none', action: string): Promise<string[]> {
  render(
    <SessionProvider passkeyBehavior={passkeyBehavior}>
      <ConnectDialog action={action} />
    </SessionProvider>,
  );
  const list = await within(await screen.findByRole('dialog')).findByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('SessionProvider passkeyBehavior', () => {
  it('shows only the passkey buttons the app asked for outside sign-in', async () => {
    const shown = await methodsShown('only-new', 'invite');
    expect(shown.filter((label) => label.includes('Passkey'))).toEqual(['Create New Passkey']);
  });

  it('is overridden to both on sign-in (SPEC §5)', async () => {
    const shown = await methodsShown('none', 'login');
    expect(shown.filter((label) => label.includes('Passkey'))).toEqual(['Use Existing Passkey', 'Create New Passkey']);
  });
});
