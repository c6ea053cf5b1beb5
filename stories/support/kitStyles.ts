/**
 * The default theme as one text, in the browser (Vite): `packages/react/src/styles.css` lists its parts as
 * `@import "./styles/<part>.css"` lines; this inlines each part's raw text in the manifest's order, as
 * packages/react/scripts/styles.mjs does for the published `dist/styles.css` (same rules, same order). For readers of
 * the whole text: the theme editor parses its variables, the reset test injects it into a `<style>` of its own.
 */
import manifest from "../../packages/react/src/styles.css?raw";

const parts = import.meta.glob<string>("../../packages/react/src/styles/*.css", { query: "?raw", import: "default", eager: true });

/** The whole theme: the manifest with each `@import "./styles/<part>.css";` line replaced by that part's text. */
export const kitStylesText: string = manifest
  .replace(/^@import "\.\/styles\/([a-z0-9-]+)\.css";\n?/gm, (_line, name: string) => {
    const text = parts[`../../packages/react/src/styles/${name}.css`];
    if (text === undefined) throw new Error(`styles.css imports styles/${name}.css, which does not exist`);
    return `${text.replace(/\n+$/, "")}\n\n`;
  })
  .replace(/\n+$/, "\n");
