import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FORM } from '../../styles/ui-classes.js';

interface CodeBoxesProps {
  digits: readonly string[];
  onChange(digits: string[]): void;
  label: string;
  digitLabel(position: number): string;
}

/** One box per digit (SPEC §5): digits only, typing advances, a pasted code fills the boxes, Backspace on an empty box goes back. */
export function CodeBoxes({ digits, onChange, label, digitLabel }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  function fill(from: number, text: string): void {
    const incoming = text.replace(/\D/g, '').split('');
    if (incoming.length === 0) return;
    const start = incoming.length >= digits.length ? 0 : from;
    const next = [...digits];
    incoming.slice(0, digits.length - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
  }

  function clear(index: number): void {
    onChange(digits.map((digit, position) => (position === index ? '' : digit)));
  }

  function handleInput(index: number, value: string): void {
    if (value === '') return clear(index);
    // Typing into a filled box yields two characters: keep only the new one.
    const current = digits[index];
    fill(index, current && value.length === 2 ? value.replace(current, '') : value);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>): void {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <div className="foyer-code" role="group" aria-label={label}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={`${FORM.input} foyer-code__box`}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          aria-label={digitLabel(index + 1)}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
