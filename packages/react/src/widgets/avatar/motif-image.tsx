import { useMemo } from 'react';
import { motif, MOTIF_GRID, type MotifShape } from './motif.js';

// The round crop cuts the square's corners: a margin keeps the corner shapes whole inside the circle.
const MARGIN = 0.75;
const SIDE = MOTIF_GRID + 2 * MARGIN;
export const MOTIF_VIEW_BOX = `${-MARGIN} ${-MARGIN} ${SIDE} ${SIDE}`;

function Shape({ kind, x, y, color }: MotifShape) {
  if (kind === 'circle') return <circle cx={x + 0.5} cy={y + 0.5} r={0.4} fill={color} />;
  if (kind === 'diamond') return <path d={`M${x + 0.5} ${y + 0.05}L${x + 0.95} ${y + 0.5}L${x + 0.5} ${y + 0.95}L${x + 0.05} ${y + 0.5}z`} fill={color} />;
  return <rect x={x + 0.1} y={y + 0.1} width={0.8} height={0.8} rx={0.15} fill={color} />;
}

export function MotifImage({ did }: { did: string }) {
  const drawing = useMemo(() => motif(did), [did]);
  return (
    <g data-motif="">
      <rect x={-MARGIN} y={-MARGIN} width={SIDE} height={SIDE} fill={drawing.background} />
      {drawing.shapes.map((shape) => (
        <Shape key={`${shape.x},${shape.y}`} {...shape} />
      ))}
    </g>
  );
}
