/**
 * @foyer/react/ui: Foyer's shared look (the theme, buttons, dialogs, lists, forms and spinners) as one stylesheet, for
 * pages without React such as the server's own; inside a `.foyer` element its classes look as they do in the components.
 */
import './styles/ui.css';
