import './dialog.css';
import './list.css';
import './form.css';
import './spinner.css';

/*
 * The shared dialog, list, form and spinner classes. Lazy parts take them from here rather than importing the sheets
 * themselves, so the sheets ride in one shared chunk that each such part's chunk imports. (foyer.css, with the theme
 * and the buttons, loads up front with the SessionProvider.)
 */

export const DIALOG = {
  overlay: 'foyer-overlay',
  /** A dialog that lays its own content out (the connect dialog): 440 px, full screen under 600 px. */
  frame: 'foyer-modal foyer-modal--dialog',
  /** The widgets' dialogs: the frame, with a column of header, content and actions. */
  content: 'foyer-modal foyer-modal--dialog foyer-dialog',
  /** A floating panel that sizes itself and stays one on a phone (the quick-login popup). */
  popup: 'foyer-modal',
  header: 'foyer-dialog__header',
  title: 'foyer-dialog__title',
  close: 'foyer-dialog__close',
  appLogo: 'foyer-app-logo',
} as const;

export const LIST = {
  list: 'foyer-list',
  button: 'foyer-list-button',
  card: 'foyer-card',
} as const;

export const FORM = {
  form: 'foyer-form',
  label: 'foyer-field__label',
  input: 'foyer-input',
  fieldError: 'foyer-field__error',
  hint: 'foyer-hint',
  alert: 'foyer-alert',
} as const;

export const SPINNER = {
  spinner: 'foyer-spinner',
  inline: 'foyer-spinner foyer-spinner--inline',
} as const;
