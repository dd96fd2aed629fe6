import { describe, expect, it } from 'vitest';
import { blockies } from './blockies.js';

const rows = (cells: number[]) => Array.from({ length: 8 }, (_, y) => cells.slice(y * 8, y * 8 + 8).join(''));

describe('blockies', () => {
  it('draws the classic pattern and colours for a known address (as ethereum-blockies does)', () => {
    const icon = blockies('0x8B7B2b4F7A391b6f14A81221AE0920a9735B67Fc');
    expect(icon.color).toBe('hsl(31,95.5235211737454%,61.778576974757016%)');
    expect(icon.background).toBe('hsl(137,98.5798939038068%,47.28103197412565%)');
    expect(icon.spot).toBe('hsl(329,68.22860043495893%,36.464155197609216%)');
    expect(rows(icon.cells)).toEqual(['00000000', '01000010', '01011010', '00000000', '01122110', '01011010', '12111121', '20100102']);
  });

  it('ignores the case of the address, and differs between addresses', () => {
    expect(blockies('0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359')).toEqual(blockies('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'));
    expect(blockies('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359').cells).not.toEqual(blockies('0x8b7b2b4f7a391b6f14a81221ae0920a9735b67fc').cells);
  });

  it('mirrors every row', () => {
    for (const row of rows(blockies('0x0000000000000000000000000000000000000000').cells)) expect(row).toBe([...row].reverse().join(''));
  });
});
