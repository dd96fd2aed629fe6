import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeBoxes } from './code-boxes.js';

function Harness() {
  const [digits, setDigits] = useState<string[]>(['', '', '', '', '', '']);
  return <CodeBoxes digits={digits} onChange={setDigits} label="Verification code" digitLabel={(position) => `Digit ${position} of 6`} />;
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('|');

afterEach(cleanup);

describe('CodeBoxes', () => {
  it('labels the group and each box', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('takes digits only and moves on after each one', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a1-b2 3');
    expect(values()).toBe('1|2|3|||');
    expect(document.activeElement).toBe(box(4));
  });

  it('replaces the digit of a filled box instead of spilling into the next', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.click(box(1));
    await userEvent.keyboard('9');
    expect(values()).toBe('9|2||||');
  });

  it('fills every box from a pasted 6-digit code, wherever the caret is', async () => {
    render(<Harness />);
    await userEvent.click(box(3));
    await userEvent.paste('654 321');
    expect(values()).toBe('6|5|4|3|2|1');
    expect(document.activeElement).toBe(box(6));
  });

  it('on Backspace in an empty box, clears the previous box and moves there', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(box(2));
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('|||||');
    expect(document.activeElement).toBe(box(1));
  });
});
