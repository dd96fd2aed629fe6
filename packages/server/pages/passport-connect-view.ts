import type { PassportConnect } from '@foyer/client';
import { renderSVG } from 'uqr';
import { el } from './web-wallet-element.js';

/** The QR code and deep link a wallet answers, with a status line; an image, so no markup is injected. */
export function passportConnectView(connect: PassportConnect<unknown>, scanLabel: string, openLabel: string, waitingLabel: string): HTMLElement {
  const qr = el('img', { className: 'passport__qr', alt: scanLabel, src: `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(connect.link))}` });
  return el(
    'section',
    { className: 'passport__connect' },
    el('p', { textContent: scanLabel }),
    qr,
    el('a', { className: 'passport__deep-link', href: connect.link, textContent: openLabel }),
    el('p', { className: 'passport__status', role: 'status', textContent: waitingLabel }),
  );
}

/** The page's #root, where every view is drawn. */
export function passportRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The passport page has no #root element');
  return root;
}

/** A message the page cannot get past, as an alert. */
export const alertLine = (message: string) => el('p', { className: 'passport__error', role: 'alert', textContent: message });
