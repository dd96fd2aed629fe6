import axe from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** axe's impacts a gallery state may not have. */
const BLOCKING = new Set(['serious', 'critical']);

/** Every later page and frame of `context` carries axe, the storage-access prompt's frame included. */
export async function injectAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** axe over the whole page (frames too): one line per serious or critical violation, naming the rule and the element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? violation.help}`),
    );
}

/** How far the page scrolls sideways beyond its width, in CSS pixels; 0 when nothing overflows. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth - scrolling.clientWidth;
  });
}

/**
 * Latin words a Chinese page may show, each for a reason: the product (Foyer), the names of the products, providers
 * and systems it signs in with (DID Wallet, DID Spaces, DID Connect, GitHub, Google, Apple, Auth0, iOS, Android), and
 * the terms Chinese writes in Latin letters too, as Chinese browsers do (DID, NFT, UTC, Cookie).
 */
const ALLOWED_WORDS = ['DID Wallet', 'DID Spaces', 'DID Space', 'DID Connect', 'DID', 'Foyer', 'GitHub', 'Google', 'Apple', 'Auth0', 'iOS', 'Android', 'NFT', 'UTC', 'Cookie'];

/** What is data, not words: e-mail addresses, URLs (with or without their scheme), DIDs (whole, shortened 6…6, Ethereum-style) and time zone names. */
const DATA_PATTERNS = [/\S+@\S+\.\w+/g, /https?:\/\/\S+/g, /\b[\w-]+(\.[\w-]+)+\/\S*/g, /\b(did:abt:)?z[1-9A-HJ-NP-Za-km-z]{20,}\b/g, /\S{4,}…\S{4,}/g, /\b0x[0-9a-fA-F]{40}\b/g, /\b[A-Z][a-z]+\/[A-Za-z_]+\b/g];

/**
 * The English on the page and its same-origin frames: every text node, aria-label, placeholder, title and alt not
 * inside an element marked lang="en" (the gallery's own words) holding a run of 3 or more Latin letters besides the
 * allowed words and data.
 */
export async function englishText(page: Page): Promise<string[]> {
  const found = await Promise.all(
    page.frames().map((frame) =>
      frame.evaluate(
        ([patterns, allowed]) => {
          const strip = (text: string) =>
            [...patterns.map((source) => new RegExp(source, 'g')), ...allowed.map((word) => new RegExp(`\\b${word}\\b`, 'g'))].reduce((rest, pattern) => rest.replace(pattern, ' '), text);
          const english = (text: string) => /[A-Za-z]{3,}/.test(strip(text));
          const inEnglish = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
          const texts: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!element || inEnglish(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
            if (english(node.textContent ?? '')) texts.push(`"${node.textContent?.trim()}"`);
          }
          for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
            if (inEnglish(element)) continue;
            for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
              const value = element.getAttribute(name);
              if (value && english(value)) texts.push(`${name}="${value}" on <${element.localName}>`);
            }
          }
          return texts;
        },
        [DATA_PATTERNS.map((pattern) => pattern.source), ALLOWED_WORDS] as const,
      ),
    ),
  );
  return found.flat();
}

/**
 * Where a dialog sits: 'drawer' when it spans the width and rests on the bottom edge below the top, 'full screen' when
 * it fills the viewport, 'centred' when it floats in the middle, else where it is.
 */
export function dialogPlacement(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [width, height] = [innerWidth, innerHeight];
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    if (near(box.left, 0) && near(box.right, width) && near(box.bottom, height)) return box.top > 1 ? 'drawer' : 'full screen';
    if (near(box.left, width - box.right) && near(box.top, height - box.bottom)) return 'centred';
    return `at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  });
}
