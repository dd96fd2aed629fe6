import { useMemo } from 'react';
import { blockies, BLOCKIES_SIZE } from './blockies.js';

export const BLOCKIES_VIEW_BOX = `0 0 ${BLOCKIES_SIZE} ${BLOCKIES_SIZE}`;

/** The cells of each colour as one path, like the QR code. */
function cellsPath(cells: readonly number[], value: number): string {
  return cells.flatMap((cell, index) => (cell === value ? [`M${index % BLOCKIES_SIZE} ${Math.floor(index / BLOCKIES_SIZE)}h1v1h-1z`] : [])).join('');
}

export function BlockiesImage({ address }: { address: string }) {
  const icon = useMemo(() => blockies(address), [address]);
  return (
    <g data-blockies="">
      <rect width={BLOCKIES_SIZE} height={BLOCKIES_SIZE} fill={icon.background} />
      <path d={cellsPath(icon.cells, 1)} fill={icon.color} />
      <path d={cellsPath(icon.cells, 2)} fill={icon.spot} />
    </g>
  );
}
