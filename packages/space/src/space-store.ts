import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { didFromPublicKey } from '@foyer/did';

/** One storage space: owned by the DID that authorized it, for one app. */
export interface Space {
  did: string;
  name: string;
  ownerDid: string;
  appDid: string;
  objects: Record<string, string>;
}

export interface SpaceStore {
  /** The space of this owner for this app, made on first use; the name is kept from then on. */
  ensure(ownerDid: string, appDid: string, name: string): Space;
  find(spaceDid: string): Space | undefined;
  /** The spaces `ownerDid` authorized, one per app. */
  spacesOf(ownerDid: string): Space[];
  putObject(spaceDid: string, key: string, value: string): void;
}

/** Spaces in memory, written through to `dataFile` (JSON) when given, so a restarted provider keeps them. */
export function createSpaceStore(dataFile?: string): SpaceStore {
  const spaces = new Map<string, Space>(
    dataFile && existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8')) as Space[]).map((space) => [space.did, space]) : [],
  );
  const save = () => dataFile && writeFileSync(dataFile, JSON.stringify([...spaces.values()]));
  const spacesOf = (ownerDid: string) => [...spaces.values()].filter((space) => space.ownerDid === ownerDid);
  return {
    ensure(ownerDid, appDid, name) {
      const found = spacesOf(ownerDid).find((space) => space.appDid === appDid);
      if (found) return found;
      // A space is not a key holder: its DID only has to be a unique, well-formed did:abt.
      const space: Space = { did: `did:abt:${didFromPublicKey(randomBytes(32), { role: 'application' })}`, name, ownerDid, appDid, objects: {} };
      spaces.set(space.did, space);
      save();
      return space;
    },
    find: (spaceDid) => spaces.get(spaceDid),
    spacesOf,
    putObject(spaceDid, key, value) {
      const space = spaces.get(spaceDid);
      if (!space) throw new Error(`no space ${spaceDid}`);
      space.objects[key] = value;
      save();
    },
  };
}
