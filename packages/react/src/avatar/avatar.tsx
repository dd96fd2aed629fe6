import type { SessionUser } from '@foyer/core';
import type { CSSProperties } from 'react';
import { didHue } from './did-hue.js';
import { initials } from './initials.js';
import './avatar.css';

/** The user's picture, else initials on a colour from the DID; decorative, the surrounding control names the user. */
export function Avatar({ user, size }: { user: SessionUser; size: 'small' | 'large' }) {
  const className = `foyer-avatar foyer-avatar--${size}`;
  if (user.avatar) return <img className={className} src={user.avatar} alt="" />;
  const style = { '--foyer-avatar-hue': didHue(user.did) } as CSSProperties;
  return (
    <span className={className} style={style} aria-hidden="true">
      {initials(user.fullName || user.did)}
    </span>
  );
}
