import { formatMessage, SIZES, validateWalletAddress } from '@foyer/core';
import { useState } from 'react';
import { useWidgetContext } from '../shared/use-widget-context.js';
import { BLOCKIES_VIEW_BOX, BlockiesImage } from './blockies-image.js';
import { MOTIF_VIEW_BOX, MotifImage } from './motif-image.js';
import './avatar.css';

export interface AvatarProps {
  did: string;
  /** The user's picture; the generated image stands in when there is none or it fails to load. */
  src?: string;
  /** In pixels: 24 unless given, 48 in the account menu (SPEC §9). */
  size?: number;
  /** What screen readers hear; empty (decorative) when the surrounding control already names the user. */
  alt?: string;
}

/** SPEC §2.21: the picture, else blockies for an Ethereum-style DID, else a motif drawn from the DID; an empty DID is 'Invalid DID' (§5). */
export function Avatar({ did, src, size = SIZES.avatar, alt = '' }: AvatarProps) {
  const { locale } = useWidgetContext();
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const trimmed = did.trim();

  if (!trimmed) {
    const invalid = formatMessage('didInvalid', {}, locale);
    return (
      <span className="foyer-user-avatar foyer-user-avatar--invalid" role="img" aria-label={invalid} title={invalid} style={{ width: size, height: size }}>
        ?
      </span>
    );
  }
  if (src && src !== brokenSrc) {
    return <img className="foyer-user-avatar" src={src} alt={alt} width={size} height={size} onError={() => setBrokenSrc(src)} />;
  }
  const wallet = validateWalletAddress(trimmed);
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg className="foyer-user-avatar" width={size} height={size} viewBox={wallet.ok ? BLOCKIES_VIEW_BOX : MOTIF_VIEW_BOX} shapeRendering={wallet.ok ? 'crispEdges' : undefined} {...label}>
      {wallet.ok ? <BlockiesImage address={wallet.value} /> : <MotifImage did={trimmed} />}
    </svg>
  );
}
