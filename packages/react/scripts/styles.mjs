/**
 * The default theme's one stylesheet from its parts: `src/styles.css` is the ordered list of `@import
 * "./styles/<part>.css"` lines (the cascade order: a later part's rule wins a tie), each part one component's rules or
 * one shared concern (tokens, base, motion). Bundlers (Vite, Next.js, Storybook) follow the imports themselves; the
 * published `dist/styles.css` and every reader of the whole text (the style and token tests, the theme editor) get
 * it inlined here, in the same order, so the rules, their order and their specificity are those of the parts.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The manifest: the theme's header comment and one `@import "./styles/<part>.css";` line per part, in cascade order. */
export const manifestPath = path.join(packageDir, "src", "styles.css");
/** The chat's parts (src/chat.css, published as `@reasoning-ui/react/chat.css`): a subset of the manifest's lines, in its order. */
export const chatPath = path.join(packageDir, "src", "chat.css");
/** The folder of the parts, published as `dist/styles/` (`@reasoning-ui/react/styles/<part>.css`). */
export const partsDir = path.join(packageDir, "src", "styles");

/** One `@import "./styles/<part>.css";` line (the only form the manifest uses). */
export const IMPORT_LINE = /^@import "\.\/styles\/([a-z0-9-]+)\.css";\n?/gm;

/** The parts named by `manifest`, in order (`["tokens", "base", …]`). */
export function partNames(manifest = readFileSync(manifestPath, "utf8")) {
  return [...manifest.matchAll(IMPORT_LINE)].map((m) => m[1]);
}

/**
 * `manifest` with each import line replaced by its part's text: the whole theme as one stylesheet.
 * @param {string} [manifest] the manifest's text (default: src/styles.css)
 * @param {(name: string) => string} [readPart] a part's text by name (default: src/styles/<name>.css, and every file
 *   there must be listed)
 * @throws {Error} when the manifest names a part that does not exist, or a part in src/styles/ is missing from it
 */
export function bundleStyles(manifest = readFileSync(manifestPath, "utf8"), readPart) {
  if (!readPart) {
    const listed = new Set(partNames(manifest));
    const unlisted = readdirSync(partsDir).filter((f) => f.endsWith(".css") && !listed.has(f.replace(/\.css$/, "")));
    if (unlisted.length) throw new Error(`src/styles.css: no @import line for ${unlisted.map((f) => `styles/${f}`).join(", ")} (add it where its rules belong in the cascade)`);
  }
  const read = readPart ?? ((name) => readFileSync(path.join(partsDir, `${name}.css`), "utf8"));
  return manifest.replace(IMPORT_LINE, (_line, name) => `${read(name).replace(/\n+$/, "")}\n\n`).replace(/\n+$/, "\n");
}
