import { SIZES } from '@foyer/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../session/session-provider.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { Avatar } from './avatar.js';

useSessionTestEnvironment();

const ETH = '0x8B7B2b4F7A391b6f14A81221AE0920a9735B67Fc';
const DID = 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';

/** The 8×8 cells the blockies drawing paints in its colour (1) and spot colour (2), row by row. */
function paintedRows(svg: Element): string[] {
  const grid = Array.from({ length: 8 }, () => Array<number>(8).fill(0));
  svg.querySelectorAll('[data-blockies] path').forEach((path, index) => {
    for (const [, x, y] of (path.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)/g)) (grid[Number(y)] as number[])[Number(x)] = index + 1;
  });
  return grid.map((row) => row.join(''));
}

describe('Avatar (SPEC §2.21)', () => {
  it("shows the user's picture, named when asked to be", () => {
    render(<Avatar did={DID} src="https://img.test/a.png" alt="Alice" />);
    const picture = screen.getByRole('img', { name: 'Alice' });
    expect(picture.getAttribute('src')).toBe('https://img.test/a.png');
    expect(picture.getAttribute('width')).toBe(String(SIZES.avatar));
  });

  it('falls back to the generated image when the picture fails to load', () => {
    render(<Avatar did={DID} src="https://img.test/missing.png" alt="Alice" />);
    fireEvent.error(screen.getByRole('img', { name: 'Alice' }));
    const drawn = screen.getByRole('img', { name: 'Alice' });
    expect(drawn.tagName).toBe('svg');
    expect(drawn.querySelector('[data-motif]')).not.toBeNull();
  });

  it.each([ETH, `did:abt:${ETH}`, ETH.toLowerCase()])('draws the blockies of an Ethereum-style DID (%s)', (did) => {
    render(<Avatar did={did} size={SIZES.menuAvatar} alt="Eve" />);
    const svg = screen.getByRole('img', { name: 'Eve' });
    expect(svg.getAttribute('width')).toBe('48');
    expect(svg.querySelector('[data-blockies] rect')?.getAttribute('fill')).toBe('hsl(137,98.5798939038068%,47.28103197412565%)');
    expect(paintedRows(svg)).toEqual(['00000000', '01000010', '01011010', '00000000', '01122110', '01011010', '12111121', '20100102']);
  });

  it('draws the same motif for the same DID every time, with or without its prefix, and another for another DID', () => {
    const drawing = (did: string) => {
      render(<Avatar did={did} alt="someone" />);
      const svg = screen.getByRole('img', { name: 'someone' });
      const html = svg.querySelector('[data-motif]')?.innerHTML;
      cleanup();
      return html;
    };
    const first = drawing(DID);
    expect(first).toMatch(/<(circle|rect|path) /);
    expect(drawing(DID)).toBe(first);
    expect(drawing(`did:abt:${DID}`)).toBe(first);
    expect(drawing('zNKtCNqYWLYWYW7uuHFTMq1nWH5WS1qJ8tW1')).not.toBe(first);
  });

  it('is decorative unless named', () => {
    const { container } = render(<Avatar did={DID} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'Invalid DID' for an empty DID, in the session language", async () => {
    render(<Avatar did="" />);
    expect(screen.getByRole('img', { name: 'Invalid DID' }).getAttribute('title')).toBe('Invalid DID');
    cleanup();
    render(
      <SessionProvider locale="zh">
        <Avatar did="  " />
      </SessionProvider>,
    );
    expect(await screen.findByRole('img', { name: '无效的 DID' })).toBeTruthy();
  });
});
