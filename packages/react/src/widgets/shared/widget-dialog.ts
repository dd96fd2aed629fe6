import './widget-dialog.css';

/**
 * Classes of the modal dialogs (440 px, full screen under 600 px). Dialogs take them from here rather than importing
 * the CSS themselves, so the styles ride in one shared chunk that every dialog's chunk imports.
 */
export const WIDGET_DIALOG = {
  overlay: 'foyer-widget-overlay',
  content: 'foyer-widget-dialog',
  header: 'foyer-widget-dialog__header',
  title: 'foyer-widget-dialog__title',
  close: 'foyer-widget-dialog__close',
} as const;
