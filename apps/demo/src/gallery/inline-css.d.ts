// Vite's `?inline` import: the stylesheet's text, not applied to the page.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
