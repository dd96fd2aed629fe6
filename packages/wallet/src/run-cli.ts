import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createWallet, type MfaPicker } from './create-wallet.js';
import { loadOrCreateKey } from './key-file.js';
import type { Profile } from './messages.js';
import { isWalletError } from './wallet-error.js';

export const USAGE = `Usage: foyer-wallet approve|decline '<deep link or auth URL>' [--key <file>] [--name <name>] [--email <address>] [--nft <NFT JWT>]…

The key is kept in --key, else FOYER_WALLET_KEY, else ~/.foyer-wallet/key.json; it is made on first use.
Each --nft is an NFT the wallet holds (minted to its DID), presented when the app asks for one (NFT login).
When the app asks for the two-digit code its page shows, the three codes it offers are listed and your pick is read.`;

/** Where the CLI reads and writes; the process's own streams and environment when run as `foyer-wallet`. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Readonly<Record<string, string | undefined>>;
  fetch?: typeof fetch;
  /** Reads one answer from the person at the terminal; without it, an app asking for its page's code is refused. */
  ask?(question: string): Promise<string>;
}

const OPTIONS = { key: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, nft: { type: 'string', multiple: true } } as const;

function readArgs(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    const [command, link, ...rest] = positionals;
    if ((command !== 'approve' && command !== 'decline') || !link || rest.length > 0) return undefined;
    return { command, link, ...values };
  } catch {
    return undefined;
  }
}

function profileOf(name: string | undefined, email: string | undefined): Profile | undefined {
  const fullName = name ?? email;
  return fullName === undefined ? undefined : { fullName, email };
}

// The code is drawn when the wallet scans, so it can only be asked for once the codes are on the screen.
function mfaPicker(ask: CliIo['ask']): MfaPicker | undefined {
  if (!ask) return undefined;
  return async (codes) => Number((await ask(`Pick the code the page shows (${codes.join(', ')}): `)).trim());
}

/** `foyer-wallet approve|decline <link>`: answers a DID Connect request with the key on disk; resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const args = readArgs(argv);
  if (!args) {
    io.err(USAGE);
    return 1;
  }
  const keyFile = args.key ?? io.env['FOYER_WALLET_KEY'] ?? join(homedir(), '.foyer-wallet', 'key.json');
  try {
    const { keyType, secretKey } = await loadOrCreateKey(keyFile);
    const wallet = createWallet({ keyType, secretKey, profile: profileOf(args.name, args.email), assets: args.nft, fetch: io.fetch });
    io.out(wallet.did);
    if (args.command === 'decline') {
      await wallet.decline(args.link);
      io.out('Declined');
    } else {
      const answer = await wallet.approve(args.link, { mfaCode: mfaPicker(io.ask) });
      io.out(`Approved: ${answer.successMessage ?? 'ok'}`);
    }
    return 0;
  } catch (error) {
    io.err(isWalletError(error, 'refused') ? `Refused: ${error.message}` : error instanceof Error ? error.message : String(error));
    return 1;
  }
}
