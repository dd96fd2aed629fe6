import { AUTH_SERVICE_PREFIX, CONNECT_QUERY } from '@foyer/core';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_INFO } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { availableMethods } from '../available-methods.js';

const api = useSessionTestEnvironment();
const TOKEN_PATH = `${AUTH_SERVICE_PREFIX}/login/token`;
const STATUS_PATH = `${AUTH_SERVICE_PREFIX}/login/status`;
const OPTIONS = { allowWallet: true, allowEmail: false, allowPasskey: false, emailKyc: false, oauthProviders: [] };
const REFUSAL = 'Sign in needs an NFT from Foyer Cats';

const offered = (action: string, nftCollections?: string[], allowWallet = true) =>
  availableMethods({ action, locale: 'en', user: null, appInfo: { ...APP_INFO, connectOptions: { ...OPTIONS, allowWallet, nftCollections } } }).map((method) => method.id);

describe('NFT method', () => {
  it('is offered for sign-in, after the wallet, only when the app names NFT collections and lets wallets sign in', () => {
    expect(offered('login', ['Foyer Cats'])).toEqual(['wallet', 'nft']);
    expect(offered('login', [])).toEqual(['wallet']);
    expect(offered('login')).toEqual(['wallet']);
    expect(offered('login', ['Foyer Cats'], false)).toEqual([]);
    expect(offered('invite', ['Foyer Cats'])).toEqual(['wallet']);
  });

  it('asks for a login session with provider nft, names the accepted collections, and shows the refusal the server gives', async () => {
    api().setConnectOptions({ ...OPTIONS, nftCollections: ['Foyer Cats'] });
    api().override('GET', TOKEN_PATH, () =>
      Response.json({ token: 't1', url: `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=t1`, appInfo: APP_INFO }),
    );
    api().override('GET', STATUS_PATH, () => Response.json({ status: 'error', error: REFUSAL }));
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'NFT' }));
    expect(await within(dialog).findByText('Approve with the DID Wallet that holds your NFT from Foyer Cats.')).toBeTruthy();
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain(REFUSAL);
    const [token] = api().callsTo('GET', TOKEN_PATH);
    expect(token?.query.get('provider')).toBe('nft');
  });
});
