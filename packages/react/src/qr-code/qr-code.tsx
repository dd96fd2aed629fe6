import { SIZES } from '@foyer/core';
import { useMemo } from 'react';
import { encode } from 'uqr';
import './qr-code.css';

interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  /** Error correction: 'L' (the library's default) for sign-in codes, 'M' for DID codes (SPEC §9). */
  level?: 'L' | 'M';
}

/** One square sub-path per dark module, so the whole code is a single `<path>`. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  return data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
}

/** The code on a white quiet zone (in foyer-qr's background), readable in dark mode too. */
export function QrCode({ value, label, size = SIZES.qr, level = 'L' }: QrCodeProps) {
  const data = useMemo(() => encode(value, { border: 2, ecc: level }).data, [value, level]);
  return (
    <svg className="foyer-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${data.length} ${data.length}`} shapeRendering="crispEdges">
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  );
}
