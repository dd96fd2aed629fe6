import { seededRandom } from './seeded-random.js';

const SIZE = 8;

export interface Blockies {
  /** Colours of cell values 0, 1 and 2. */
  background: string;
  color: string;
  spot: string;
  /** SIZE × SIZE cell values, row by row, each row mirrored around its middle. */
  cells: number[];
}

/**
 * The classic 8×8 "blockies" identicon of an Ethereum address, as wallets draw it: seeded with the
 * lower-cased address, colours drawn in the order colour, background, spot; a cell is 0, 1 or 2 (spot, ~13%).
 */
export function blockies(address: string): Blockies {
  const random = seededRandom(address.toLowerCase());
  const hsl = () => {
    const hue = Math.floor(random() * 360);
    const saturation = random() * 60 + 40;
    // Four draws make lightness a bell curve around 50%.
    const lightness = (random() + random() + random() + random()) * 25;
    return `hsl(${hue},${saturation}%,${lightness}%)`;
  };
  const color = hsl();
  const background = hsl();
  const spot = hsl();
  const cells: number[] = [];
  const drawn = Math.ceil(SIZE / 2);
  for (let y = 0; y < SIZE; y++) {
    const half = Array.from({ length: drawn }, () => Math.floor(random() * 2.3));
    cells.push(...half, ...half.slice(0, SIZE - drawn).reverse());
  }
  return { background, color, spot, cells };
}

export const BLOCKIES_SIZE = SIZE;
