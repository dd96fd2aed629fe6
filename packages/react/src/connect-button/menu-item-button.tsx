import type { ButtonHTMLAttributes } from 'react';

/** A menu item that acts; tabIndex -1 because the menu's arrow keys move focus between items. */
export function MenuItemButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" role="menuitem" tabIndex={-1} className={className ? `foyer-menu__item ${className}` : 'foyer-menu__item'} {...props} />;
}
