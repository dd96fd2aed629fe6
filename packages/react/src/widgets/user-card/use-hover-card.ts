import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A card that opens while a mouse hovers the area or focus is inside it, and on click (touch has no hover);
 * it closes when the pointer leaves, focus leaves, or on Escape (focus back on the trigger).
 */
export function useHoverCard() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const cardId = useId();

  // Native enter and leave fire once for the whole area, the card inside it included.
  const area = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const hover = (opened: boolean) => (event: PointerEvent) => event.pointerType !== 'touch' && setOpen(opened);
    const enter = hover(true);
    const leave = hover(false);
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
    };
  }, []);

  const fromOutside = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  const areaProps = {
    ref: area,
    // Only focus arriving from outside opens it, so Escape's refocus of the trigger does not reopen the card.
    onFocus: (event: FocusEvent) => fromOutside(event) && setOpen(true),
    onBlur: (event: FocusEvent) => fromOutside(event) && setOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      trigger.current?.focus();
    },
  };
  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    'aria-controls': open ? cardId : undefined,
    onClick: () => setOpen(true),
  };
  return { open, cardId, areaProps, triggerProps };
}
