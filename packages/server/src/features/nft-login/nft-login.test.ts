import { randomUUID } from 'node:crypto';
import { PATHS, type AppInfo, type SessionResponse } from '@foyer/core';
import { decodeJwt, didFromPublicKey, generateKeyPair, type JsonValue } from '@foyer/did';
import { createCollection, mintNft, readAuthInfo, signUserInfo, type NftCollection, type Wallet } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../connect/test-support/connect-page.js';
import { postAnswer, rawSigner, scan, type RawSigner } from '../connect/test-support/raw-wallet.js';
import type { PlainLoginResult } from '../session/login-result.js';

const CATS = createCollection();
const DOGS = createCollection();
const ACCEPTED = 'Sign in needs an NFT from Foyer Cats, Foyer Dogs';
const NOT_OWNED = 'This NFT belongs to another owner';
const NOT_GENUINE = 'This NFT is not genuine: it is not signed by the collection it names';
const STALE = 'This NFT has a newer owner than the one presenting it';
const OTHER_COLLECTION = 'This asset already signs in with an NFT of another collection';

const assetOf = (nft: string) => String(decodeJwt(nft).body['sub']);

/** A wallet key and its DID, before the wallet exists: an NFT is minted to the DID, then the wallet holds it. */
function walletKey() {
  const { publicKey, secretKey } = generateKeyPair('ed25519');
  return { did: `did:abt:${didFromPublicKey(publicKey)}`, secretKey };
}

/** The NFT's body rewritten, its signature kept: what a forger without the collection key can make. */
function rewritten(nft: string, patch: Record<string, string>): string {
  const [header, body, signature] = nft.split('.');
  const changed: unknown = { ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')), ...patch };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

describe.each(storeFactories)('NFT login on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    const nftCollections = [
      { issuer: CATS.did, name: 'Foyer Cats' },
      { issuer: DOGS.did, name: 'Foyer Dogs' },
    ];
    server = await startTestServer({ factory, config: { nftCollections } });
  });

  afterAll(async () => {
    await server?.close();
  });

  const openNftLogin = (visitorId: string = randomUUID()) => openConnect(server, { provider: 'nft', visitorId });

  /** A wallet holding a fresh NFT of `collection` that it owns. */
  function holder(collection: NftCollection = CATS, name = 'Cat #7', image?: string): { wallet: Wallet; nft: string } {
    const key = walletKey();
    const nft = mintNft(collection, { ownerDid: key.did, name, image });
    return { wallet: walletFor(server, { secretKey: key.secretKey, assets: [nft] }), nft };
  }

  /** Nothing was made for a refused sign-in: no user for the asset, no NFT account, no session for the page's visitor. */
  async function expectNothingCreated(asset: string, visitorId: string, users: number) {
    expect(await server.store.users.count()).toBe(users);
    expect(await server.store.users.findByDid(asset)).toBeNull();
    expect(await server.store.connectedAccounts.findByProviderUser('nft', asset)).toBeNull();
    expect((await server.store.userSessions.listActive({ visitorId }, { page: 1, pageSize: 10 }, Date.now())).total).toBe(0);
  }

  /** `wallet` approves an NFT login and is refused with `message`, which the page shows too; nothing is created. */
  async function expectRefused(wallet: Wallet, message: string, asset: string, locale?: string) {
    const users = await server.store.users.count();
    const visitorId = randomUUID();
    const opened = await openConnect(server, { provider: 'nft', visitorId, ...(locale ? { locale } : {}) });
    await expect(wallet.approve(opened.link)).rejects.toMatchObject({ code: 'refused', message });
    expect(await pollStatus(server, opened.token)).toMatchObject({ status: 'error', error: message });
    await expectNothingCreated(asset, visitorId, users);
  }

  it('names the accepted collections in the app info, so the page offers NFT login', async () => {
    const info = (await (await server.request(`${PATHS.appMetadataScript}?type=json`)).json()) as AppInfo;
    expect(info.connectOptions?.nftCollections).toEqual(['Foyer Cats', 'Foyer Dogs']);
  });

  it('signs in as the NFT: the asset DID is the account, its name and image the profile, the owner wallet its connected DID', async () => {
    const { wallet, nft } = holder(CATS, 'Cat #7', 'https://cats.example/7.png');
    const asset = assetOf(nft);
    const opened = await openNftLogin();
    expect(await wallet.approve(opened.link)).toMatchObject({ status: 'ok' });
    const { sessionToken, user } = await unsealedResult<PlainLoginResult>(server, opened, 'login');
    expect(user).toMatchObject({ did: asset, fullName: 'Cat #7', avatar: 'https://cats.example/7.png', sourceProvider: 'nft', connectedDids: [asset, wallet.did] });
    expect(user.walletDid).toBeUndefined();

    const response = await server.request(PATHS.session, { bearer: sessionToken });
    const shown = (await response.json()) as SessionResponse;
    expect(shown).toMatchObject({ provider: 'nft', user: { did: asset, fullName: 'Cat #7', connectedDids: [asset, wallet.did] } });
    // The wallet itself did not become a user: it signed in as its NFT.
    expect(await server.store.users.findByDid(wallet.did)).toBeNull();

    // Signing in again with the same NFT is the same account.
    const second = await openNftLogin();
    await wallet.approve(second.link);
    expect((await unsealedResult<PlainLoginResult>(server, second, 'login')).user.did).toBe(asset);
  });

  it('refuses a wallet without an accepted NFT, naming the accepted collections, in the page language too', async () => {
    const key = walletKey();
    const none = walletFor(server, { secretKey: key.secretKey });
    await expectRefused(none, ACCEPTED, 'did:abt:none');
    await expectRefused(none, '登录需要来自 Foyer Cats, Foyer Dogs 的 NFT', 'did:abt:none', 'zh');
  });

  /** A raw wallet names itself, then answers the asset claim with `answer`; the app's signed reply to that. */
  async function rawAnswer(visitorId: string, answer: (signer: RawSigner) => JsonValue[]) {
    const signer = rawSigner();
    const opened = await openNftLogin(visitorId);
    const sign = (challenge: string | undefined, requestedClaims: JsonValue[]) =>
      signUserInfo({ did: signer.did, secretKey: signer.secretKey, challenge: challenge ?? '', requestedClaims });
    const first = await scan(server, opened.url);
    const step = readAuthInfo(await (await postAnswer(server, first, { userPk: signer.userPk, userInfo: sign(first.challenge, [{ type: 'authPrincipal', userDid: signer.did }]) })).json());
    const reply = readAuthInfo(await (await postAnswer(server, step, { userPk: signer.userPk, userInfo: sign(step.challenge, answer(signer)) })).json());
    return { reply, status: await pollStatus(server, opened.token) };
  }

  it('refuses an NFT of a collection the app does not accept', async () => {
    const users = await server.store.users.count();
    const visitorId = randomUUID();
    let untrusted = '';
    // The library wallet never offers it, so a raw wallet presents it anyway.
    const { reply, status } = await rawAnswer(visitorId, (signer) => {
      untrusted = mintNft(createCollection(), { ownerDid: signer.did, name: 'Stray' });
      return [{ type: 'asset', asset: assetOf(untrusted), proof: untrusted }];
    });
    expect(reply).toMatchObject({ status: 'error', errorMessage: ACCEPTED });
    expect(status).toMatchObject({ status: 'error', error: ACCEPTED });
    await expectNothingCreated(assetOf(untrusted), visitorId, users);

    const { wallet, nft } = holder(createCollection());
    await expectRefused(wallet, ACCEPTED, assetOf(nft));
  });

  it("refuses a valid NFT whose owner is another DID, presented by this wallet", async () => {
    const someoneElse = walletKey();
    const theirs = mintNft(CATS, { ownerDid: someoneElse.did, name: 'Not yours' });
    await expectRefused(walletFor(server, { assets: [theirs] }), NOT_OWNED, assetOf(theirs));
  });

  it('refuses a forged NFT: its owner rewritten, or signed by another key in the collection key field', async () => {
    const key = walletKey();
    const theirs = mintNft(CATS, { ownerDid: walletKey().did, name: 'Not yours' });
    await expectRefused(walletFor(server, { secretKey: key.secretKey, assets: [rewritten(theirs, { owner: key.did })] }), NOT_GENUINE, assetOf(theirs));

    // A forger's own collection key put in `pk`, the accepted collection's DID kept as the issuer.
    const forger = createCollection();
    const forged = mintNft(forger, { ownerDid: key.did, name: 'Fake cat' });
    const passedOff = rewritten(forged, { iss: CATS.did });
    await expectRefused(walletFor(server, { secretKey: key.secretKey, assets: [passedOff] }), NOT_GENUINE, assetOf(forged));
  });

  it('refuses an answer that names another asset than its proof', async () => {
    const users = await server.store.users.count();
    const visitorId = randomUUID();
    const assets: string[] = [];
    const { reply, status } = await rawAnswer(visitorId, (signer) => {
      const nft = mintNft(CATS, { ownerDid: signer.did, name: 'Cat' });
      const other = assetOf(mintNft(CATS, { ownerDid: signer.did, name: 'Other' }));
      assets.push(assetOf(nft), other);
      return [{ type: 'asset', asset: other, proof: nft }];
    });
    expect(reply).toMatchObject({ status: 'error', errorMessage: NOT_GENUINE });
    expect(status).toMatchObject({ status: 'error', error: NOT_GENUINE });
    for (const asset of assets) await expectNothingCreated(asset, visitorId, users);
  });

  it('follows a transfer: a newer NFT of the asset moves it to its new owner, and the old owner’s copy is refused', async () => {
    const { wallet: first, nft } = holder(DOGS, 'Dog #1');
    const asset = assetOf(nft);
    await first.approve((await openNftLogin()).link);

    const next = walletKey();
    // A newer `iat` than the first NFT's, as a transfer minted later has.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2000 });
    const transferred = mintNft(DOGS, { ownerDid: next.did, name: 'Dog #1', asset });
    vi.useRealTimers();
    const opened = await openNftLogin();
    await walletFor(server, { secretKey: next.secretKey, assets: [transferred] }).approve(opened.link);
    expect((await unsealedResult<PlainLoginResult>(server, opened, 'login')).user).toMatchObject({ did: asset, connectedDids: [asset, next.did] });

    const users = await server.store.users.count();
    const stale = await openNftLogin();
    await expect(first.approve(stale.link)).rejects.toMatchObject({ code: 'refused', message: STALE });
    expect(await server.store.users.count()).toBe(users);
    expect((await server.store.connectedAccounts.findByProviderUser('nft', asset))?.did).toBe(next.did);
  });

  it('signs in by wallet as before when the page does not ask for an NFT', async () => {
    const { wallet } = holder();
    const opened = await openConnect(server);
    await wallet.approve(opened.link);
    expect((await unsealedResult<PlainLoginResult>(server, opened, 'login')).user).toMatchObject({ did: wallet.did, sourceProvider: 'wallet' });
  });
});

describe.each(storeFactories)('NFT accounts across collections on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    // A fresh app: the first NFT sign-in makes its owner, the account worth taking.
    const nftCollections = [
      { issuer: CATS.did, name: 'Foyer Cats' },
      { issuer: DOGS.did, name: 'Foyer Dogs' },
    ];
    server = await startTestServer({ factory, freshApp: true, config: { nftCollections } });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** `wallet` approves an NFT login; the session it gets, or the refusal its page shows. */
  async function signInWith(wallet: Wallet) {
    const opened = await openConnect(server, { provider: 'nft', visitorId: randomUUID() });
    const approved = await wallet.approve(opened.link).catch((error: unknown) => error);
    const status = await pollStatus(server, opened.token);
    if (status.status !== 'succeed') return { refused: approved, status };
    const { sessionToken } = await unsealedResult<PlainLoginResult>(server, opened, 'login');
    return { session: (await (await server.request(PATHS.session, { bearer: sessionToken })).json()) as SessionResponse };
  }

  it("another accepted collection's NFT for an asset never reaches that asset's account, even newer: refused, the owner keeps it", async () => {
    const owner = walletKey();
    const nft = mintNft(CATS, { ownerDid: owner.did, name: 'Cat #1' });
    const asset = assetOf(nft);
    const ownerWallet = walletFor(server, { secretKey: owner.secretKey, assets: [nft] });
    expect((await signInWith(ownerWallet)).session?.user).toMatchObject({ did: asset, role: 'owner', connectedDids: [asset, owner.did] });

    // The Dogs key mints the Cats asset to an attacker, later than the owner's NFT, as a transfer would be.
    const attacker = walletKey();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2000 });
    const crossMinted = mintNft(DOGS, { ownerDid: attacker.did, name: 'Cat #1', asset });
    vi.useRealTimers();
    const users = await server.store.users.count();
    const taken = await signInWith(walletFor(server, { secretKey: attacker.secretKey, assets: [crossMinted] }));
    expect(taken.session).toBeUndefined();
    expect(taken.refused).toMatchObject({ code: 'refused', message: OTHER_COLLECTION });
    expect(taken.status).toMatchObject({ status: 'error', error: OTHER_COLLECTION });
    expect(await server.store.users.count()).toBe(users);
    expect(await server.store.connectedAccounts.findByProviderUser('nft', asset)).toMatchObject({ did: owner.did, extra: { issuer: CATS.did } });

    // Not even the owner's own wallet reaches it with the other collection's NFT.
    const ownDogs = mintNft(DOGS, { ownerDid: owner.did, name: 'Cat #1', asset });
    const sameWallet = await signInWith(walletFor(server, { secretKey: owner.secretKey, assets: [ownDogs] }));
    expect(sameWallet.refused).toMatchObject({ code: 'refused', message: OTHER_COLLECTION });

    // The owner still signs in with the Cats NFT, still the owner.
    expect((await signInWith(ownerWallet)).session?.user).toMatchObject({ did: asset, role: 'owner', connectedDids: [asset, owner.did] });
  });

  it('first sign-ins of one asset through two collections at once: one collection gets the account, the other is refused', async () => {
    const [cat, dog] = [walletKey(), walletKey()];
    const catNft = mintNft(CATS, { ownerDid: cat.did, name: 'Cat or dog' });
    const asset = assetOf(catNft);
    const dogNft = mintNft(DOGS, { ownerDid: dog.did, name: 'Cat or dog', asset });
    const raced = await Promise.all([
      signInWith(walletFor(server, { secretKey: cat.secretKey, assets: [catNft] })),
      signInWith(walletFor(server, { secretKey: dog.secretKey, assets: [dogNft] })),
    ]);

    const winner = raced.find((result) => result.session);
    expect(raced.filter((result) => result.session)).toHaveLength(1);
    expect(raced.find((result) => !result.session)?.status).toMatchObject({ status: 'error', error: OTHER_COLLECTION });
    const account = await server.store.connectedAccounts.findByProviderUser('nft', asset);
    expect(winner?.session?.user).toMatchObject({ did: asset, connectedDids: [asset, account?.did] });
    expect(account?.extra).toEqual(expect.objectContaining({ issuer: account?.did === cat.did ? CATS.did : DOGS.did }));
  });
});
