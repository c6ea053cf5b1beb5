/** Vite's `?raw` imports (a file's text), used by the Theming story to list every --rui-* variable. */
declare module "*?raw" {
  const text: string;
  export default text;
}
