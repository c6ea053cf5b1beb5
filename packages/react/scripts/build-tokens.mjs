#!/usr/bin/env node
/**
 * Generates the `--rui-*` custom properties of the theme (src/styles/tokens.css, the first part of src/styles.css)
 * from the DTCG tokens in tokens/*.json with Style Dictionary, and the published `dist/tokens.json` (the same tokens,
 * merged into one DTCG file).
 *
 *   node scripts/build-tokens.mjs          rewrite the generated region of src/styles/tokens.css (and dist/ when --dist)
 *   node scripts/build-tokens.mjs --check  exit 1 when src/styles/tokens.css and the tokens disagree
 *   node scripts/build-tokens.mjs --dist   also write dist/styles.css and dist/chat.css (the parts inlined,
 *                                          scripts/styles.mjs), dist/styles/<part>.css, dist/tokens.json and dist/presets/
 *   --tokens <dir> / --styles <file>       other token folder / token stylesheet (the token test runs it on copies)
 *
 * The region sits between the `@tokens:start` and `@tokens:end` comments of styles/tokens.css; everything else in the
 * theme is written by hand. Tokens are validated first (tokens/validate.mjs): a bad file stops the build with an error naming
 * the token path, and styles/tokens.css is not touched.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import StyleDictionary from "style-dictionary";
import { formattedVariables } from "style-dictionary/utils";
import { TokenError, TokenIssue, assertTokens } from "../tokens/validate.mjs";
import { bundleStyles, chatPath, partsDir } from "./styles.mjs";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const tokensDir = path.join(packageDir, "tokens");
/** The theme's part that holds the generated region (the first part src/styles.css imports). */
export const stylesPath = path.join(partsDir, "tokens.css");
export const START = "/* @tokens:start";
export const END = "/* @tokens:end */";

/** The token files, in the order their sections appear in styles/tokens.css. */
export const TOKEN_FILES = ["type", "space", "radius", "size", "motion", "color", "elevation"];

/** Reads and validates tokens/*.json, merging them into one DTCG tree (a top-level group in two files is an error). */
export function readTokens(dir = tokensDir) {
  const found = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(/\.json$/, ""));
  const unknown = found.filter((f) => !TOKEN_FILES.includes(f));
  if (unknown.length) throw new Error(`tokens/: unexpected file(s) ${unknown.map((f) => `${f}.json`).join(", ")} (add them to TOKEN_FILES in scripts/build-tokens.mjs)`);
  const merged = {};
  const issues = [];
  const sections = [];
  for (const file of TOKEN_FILES) {
    const text = readFileSync(path.join(dir, `${file}.json`), "utf8");
    let tree;
    try {
      tree = JSON.parse(text);
    } catch (e) {
      throw new TokenError([new TokenIssue("(root)", `not JSON: ${e.message}`)], `tokens/${file}.json`);
    }
    for (const key of Object.keys(tree)) {
      if (key in merged) issues.push(new TokenIssue(key, `defined in tokens/${file}.json and in an earlier file`));
      else if (!key.startsWith("$")) sections.push({ file, group: key });
      merged[key] = tree[key];
    }
  }
  if (issues.length) throw new TokenError(issues, "tokens/");
  assertTokens(merged, "tokens/*.json");
  return { tree: merged, sections };
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/** The tree with every token's `$value` replaced by its `$extensions.mode[mode]` value, where it has one. */
export function inMode(tree, mode) {
  if (!isObject(tree)) return tree;
  if ("$value" in tree) {
    const v = isObject(tree.$extensions) && isObject(tree.$extensions.mode) ? tree.$extensions.mode[mode] : undefined;
    return v === undefined ? tree : { ...tree, $value: v };
  }
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, k.startsWith("$") ? v : inMode(v, mode)]));
}

/** DTCG 2025.10 object forms → CSS: `{ colorSpace: "srgb", components, alpha }` → `rgb(r g b / a)`; `{ value, unit }` → `12px`. */
const cssValue = (v) => {
  if (!isObject(v)) return v;
  if (v.colorSpace === "srgb") {
    const [r, g, b] = v.components.map((c) => Math.round(c * 255));
    return v.alpha === undefined || v.alpha === 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${v.alpha})`;
  }
  if ("unit" in v && "value" in v) return `${v.value}${v.unit}`;
  return v;
};

/** The transforms: names are `rui-` + the token path joined with "-"; values the CSS the kit always wrote. */
function register(sd) {
  sd.registerTransform({ name: "name/rui", type: "name", transform: (token) => ["rui", ...token.path].join("-") });
  sd.registerTransform({
    name: "value/rui-objects",
    type: "value",
    transitive: true,
    filter: (token) => ["color", "dimension", "duration"].includes(token.$type) && isObject(token.$value),
    transform: (token) => cssValue(token.$value),
  });
  sd.registerTransform({
    name: "shadow/rui-objects",
    type: "value",
    transitive: true,
    filter: (token) => token.$type === "shadow",
    transform: (token) => {
      const layers = Array.isArray(token.$value) ? token.$value : [token.$value];
      return layers.map((l) => (isObject(l) ? Object.fromEntries(Object.entries(l).map(([k, v]) => [k, cssValue(v)])) : l));
    },
  });
  sd.registerPreprocessor({ name: "rui/mode-dark", preprocessor: (tokens) => inMode(tokens, "dark") });
}

const TRANSFORMS = ["name/rui", "value/rui-objects", "shadow/rui-objects", "fontFamily/css", "cubicBezier/css", "shadow/css/shorthand"];

/** The selectors of each block (docs/architecture.md, "Theming", "Theme model"; the comments below are part of the output). */
const SELECTORS = {
  base: ":where(:root, [data-rui-theme])",
  // `[data-rui-theme]` already matches one inside a light or system container: no descendant form needed here (the
  // dark ones below need theirs, to win over this rule)
  light: ':where(:root, [data-rui-theme], [data-theme="light"], .light, [data-theme="system"])',
  lightDark: ":where(:root:not([data-theme], .light), [data-rui-theme]:not([data-theme], .light, [data-theme] *, .light *))",
  dark: ':where([data-theme="dark"], .dark, [data-theme="dark"] [data-rui-theme], .dark [data-rui-theme])',
  system: ':where([data-theme="system"], [data-theme="system"] [data-rui-theme])',
};

/**
 * The generated region of styles/tokens.css (from the START marker's line to the END marker) for the tokens in `dir`.
 * @returns {Promise<string>}
 */
export async function generateTokenCss(dir = tokensDir) {
  const { tree, sections } = readTokens(dir);
  const sd = new StyleDictionary({
    tokens: tree,
    usesDtcg: true,
    log: { verbosity: "silent", warnings: "disabled" },
    platforms: {
      light: { transforms: TRANSFORMS, files: [{ destination: "styles.css", format: "rui/css-region" }] },
      dark: { transforms: TRANSFORMS, preprocessors: ["rui/mode-dark"] },
    },
  });
  register(sd);
  const dark = await sd.getPlatformTokens("dark");
  const darkByName = new Map(dark.allTokens.map((t) => [t.name, t]));
  sd.registerFormat({
    name: "rui/css-region",
    format: ({ dictionary }) => {
      // `--name:value`, no space after the colon: an app's minifier keeps a custom property's value as written (the
      // space included), so the region is written as it ships — ~100 declarations, ~20 B of every theme's gzip.
      const lines = (tokens, indent) =>
        formattedVariables({ format: "css", dictionary: { ...dictionary, allTokens: tokens }, outputReferences: true, usesDtcg: true, formatting: { indentation: indent } }).replace(/^(\s*--[\w-]+): /gm, "$1:");
      const modal = (t) => isObject(t.$extensions) && isObject(t.$extensions.mode);
      const out = [`${START} — generated from tokens/*.json by scripts/build-tokens.mjs (Style Dictionary); edit the tokens, not this block */`, ""];
      // Mode-independent tokens, one commented section per top-level group.
      out.push(`${SELECTORS.base} {`);
      for (const file of TOKEN_FILES) {
        const groups = sections.filter((s) => s.file === file).map((s) => s.group);
        const tokens = dictionary.allTokens.filter((t) => groups.includes(t.path[0]) && !modal(t));
        if (!tokens.length) continue;
        if (out.at(-1) !== `${SELECTORS.base} {`) out.push("");
        out.push(`  /* ${file} (tokens/${file}.json) */`, lines(tokens, "  "));
      }
      out.push("}", "");
      const modeTokens = dictionary.allTokens.filter(modal);
      const darkTokens = modeTokens.map((t) => ({ ...darkByName.get(t.name), $extensions: t.$extensions }));
      out.push(
        "/*",
        " * The light palette: the default (:root), and under data-theme=\"light\" / .light, and data-theme=\"system\" until the",
        " * OS prefers dark (the media block below). Every text colour is ≥ 4.5:1 on --rui-color-bg and --rui-color-surface.",
        " */",
        `${SELECTORS.light} {`,
        "  --rui-color-scheme:light;",
        lines(modeTokens, "  "),
        "}",
        "",
        "/*",
        " * A page that says it is dark through `color-scheme` alone (`:root { color-scheme: dark }`, or `light dark` to follow",
        " * the OS) gets the dark palette too, where the browser has light-dark() (2024 on; elsewhere the kit stays light,",
        " * still readable on its own surface). Only the default palette reads it: a data-theme / .dark / .light container",
        " * still decides below it. The kit's roots then inherit the page's color-scheme (--rui-color-scheme is left",
        " * unset) and each colour resolves against it. Colours only: the shadow stays the light one.",
        " */",
        "@supports (color: light-dark(#000, #fff)) {",
        `  ${SELECTORS.lightDark} {`,
        "    --rui-color-scheme:initial;",
        ...modeTokens.filter((t) => t.$type === "color").map((t) => `    --${t.name}:light-dark(${t.$value}, ${darkByName.get(t.name).$value});`),
        "  }",
        "}",
        "",
        "/*",
        " * The dark palette: under data-theme=\"dark\" / .dark, and under data-theme=\"system\" when the OS prefers dark (plain",
        " * CSS cannot share one declaration block between a selector and a media query).",
        " */",
        `${SELECTORS.dark} {`,
        "  --rui-color-scheme:dark;",
        lines(darkTokens, "  "),
        "}",
        "",
        "@media (prefers-color-scheme: dark) {",
        `  ${SELECTORS.system} {`,
        "    --rui-color-scheme:dark;",
        lines(darkTokens, "    "),
        "  }",
        "}",
        "",
        END,
      );
      return out.join("\n");
    },
  });
  const [file] = await sd.formatPlatform("light");
  return file.output;
}

/** `css` with its generated region replaced by `region`. Throws when the markers are missing. */
export function replaceRegion(css, region) {
  const start = css.indexOf(START);
  const end = css.indexOf(END);
  if (start < 0 || end < start) throw new Error(`src/styles/tokens.css: the generated region (${START} … ${END}) is missing`);
  return css.slice(0, start) + region + css.slice(end + END.length);
}

/** The generated region currently in `css`. */
export function currentRegion(css) {
  const start = css.indexOf(START);
  const end = css.indexOf(END);
  if (start < 0 || end < start) throw new Error(`src/styles/tokens.css: the generated region (${START} … ${END}) is missing`);
  return css.slice(start, end + END.length);
}

async function main(args) {
  const option = (name, fallback) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : fallback);
  const dir = option("--tokens", tokensDir);
  const styles = option("--styles", stylesPath);
  let region;
  try {
    region = await generateTokenCss(dir);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
  const css = readFileSync(styles, "utf8");
  if (args.includes("--check")) {
    if (currentRegion(css) !== region) {
      console.error("src/styles/tokens.css disagrees with tokens/*.json: run `pnpm --filter @reasoning-ui/react tokens` and commit the result");
      process.exit(1);
    }
    return;
  }
  const next = replaceRegion(css, region);
  if (next !== css) writeFileSync(styles, next);
  if (args.includes("--dist")) {
    const dist = path.join(packageDir, "dist");
    mkdirSync(dist, { recursive: true });
    // The whole theme inlined (the tokens region as just generated), and each part on its own for apps that load
    // only the parts they render (`--dist` builds the package's own theme, whose tokens part was just written).
    writeFileSync(path.join(dist, "styles.css"), bundleStyles());
    writeFileSync(path.join(dist, "chat.css"), bundleStyles(readFileSync(chatPath, "utf8"), (name) => readFileSync(path.join(partsDir, `${name}.css`), "utf8")));
    cpSync(partsDir, path.join(dist, "styles"), { recursive: true });
    writeFileSync(path.join(dist, "tokens.json"), JSON.stringify(readTokens(dir).tree, null, 2) + "\n");
    cpSync(path.join(packageDir, "presets"), path.join(dist, "presets"), { recursive: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
