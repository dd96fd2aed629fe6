import { PATHS, type AppInfo } from '@foyer/core';
import { startSmtpInbox, type SmtpInbox } from '../../../packages/server/src/test-support/smtp-inbox.js';
import { launchProfile, type Profile } from './launch-profile.js';
import { startDemoInstance } from './start-demo-instance.js';
import { WAIT_MS } from './start-demo-stack.js';

/** One Foyer instance of the federation: where it runs and who it says it is. */
export interface FederatedInstance {
  url: string;
  /** Its app info as its own metadata tells it: appId (its app DID), appPid, appName. */
  info: AppInfo;
}

/**
 * A master and its would-be members, each a demo with its own database and app key, on sites of their own: the master
 * at `http://localhost:<port>`, the members at `http://127.0.0.1:<port>`. One SMTP server receives everyone's mail.
 */
export interface FederationStack {
  master: FederatedInstance;
  members: FederatedInstance[];
  inbox: SmtpInbox;
  /** A fresh Chromium profile with third-party cookies blocked, whose waits give up after WAIT_MS. */
  newProfile(): Promise<Profile>;
  close(): Promise<void>;
}

export interface FederationStackOptions {
  masterName: string;
  memberNames: string[];
}

const MASTER_HOST = 'localhost';
// Another site than localhost: an IP address is a site of its own.
const MEMBER_HOST = '127.0.0.1';

async function infoOf(url: string): Promise<AppInfo> {
  const response = await fetch(`${url}${PATHS.appMetadataScript}?type=json`);
  if (!response.ok) throw new Error(`${url} answered its app metadata with ${response.status}`);
  return (await response.json()) as AppInfo;
}

export async function startFederationStack({ masterName, memberNames }: FederationStackOptions): Promise<FederationStack> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne();
  };
  try {
    const inbox = await startSmtpInbox();
    closers.push(() => inbox.close());
    const start = async (host: string, name: string): Promise<FederatedInstance> => {
      const instance = await startDemoInstance({ smtpUrl: inbox.url, host, env: { FOYER_APP_NAME: name } });
      closers.push(() => instance.close());
      return { url: instance.url, info: await infoOf(instance.url) };
    };
    const master = await start(MASTER_HOST, masterName);
    const members: FederatedInstance[] = [];
    for (const name of memberNames) members.push(await start(MEMBER_HOST, name));
    const newProfile = async () => {
      const profile = await launchProfile('blocked');
      profile.context.setDefaultTimeout(WAIT_MS);
      return profile;
    };
    return { master, members, inbox, newProfile, close };
  } catch (error) {
    await close();
    throw error;
  }
}
