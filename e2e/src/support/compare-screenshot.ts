import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The committed pictures, one PNG per screen, reviewed like code. */
export const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
/** `FOYER_UPDATE_SCREENSHOTS=1` writes the pictures instead of comparing: for a change that is meant. */
const UPDATE = process.env.FOYER_UPDATE_SCREENSHOTS === '1';
// pixelmatch's per-pixel colour distance (its default); anti-aliased edges are not counted.
const COLOUR_THRESHOLD = 0.1;
/** Pixels that may differ: a stray edge or two, not a changed word (about 150 px) or colour. */
export const ALLOWED_PIXELS = 40;
const HOW_TO_UPDATE = 'if the change is meant, run FOYER_UPDATE_SCREENSHOTS=1 npx vitest run --project e2e <the failing file> and commit the pictures';

/**
 * Compares a screenshot with the committed picture `name`.png: null when they match within ALLOWED_PIXELS, else one
 * line saying how they differ, with the new picture and a picture of the difference left in e2e/artifacts/screenshots.
 */
export async function compareWithCommitted(actual: Buffer, name: string): Promise<string | null> {
  const committedPath = join(SCREENSHOTS, `${name}.png`);
  if (UPDATE) {
    await writeFile(committedPath, actual);
    return null;
  }
  if (!existsSync(committedPath)) return `${name}: no committed picture; ${HOW_TO_UPDATE}`;
  const [expected, shot] = [PNG.sync.read(await readFile(committedPath)), PNG.sync.read(actual)];
  const keepActual = async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(join(ARTIFACTS, `${name}.png`), actual);
  };
  if (expected.width !== shot.width || expected.height !== shot.height) {
    await keepActual();
    return `${name}: ${shot.width}×${shot.height} px, the committed picture is ${expected.width}×${expected.height} (see e2e/artifacts/screenshots/${name}.png); ${HOW_TO_UPDATE}`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, { threshold: COLOUR_THRESHOLD });
  if (differing <= ALLOWED_PIXELS) return null;
  await keepActual();
  await writeFile(join(ARTIFACTS, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${differing} pixels differ (see e2e/artifacts/screenshots/${name}.diff.png); ${HOW_TO_UPDATE}`;
}
