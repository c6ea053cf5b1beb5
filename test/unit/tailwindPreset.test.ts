/**
 * The Tailwind preset in a default Tailwind v4 app (issue 39 item 8). Tailwind 4 emits only the theme variables the
 * app's utilities use: a fresh create-next-app (its globals.css and page classes, below) gets no `--spacing`, no
 * `--color-gray-*`, so a preset reading them bare left the kit unstyled. Built here with Tailwind's own compiler (the
 * version the repository installs; the same build as the Tailwind preset story, stories/theming/tailwindDefaultApp.ts): every theme variable the preset reads is either emitted by that build or read
 * with a fallback, and each fallback is Tailwind's own default value (node_modules/tailwindcss/theme.css).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDefaultAppCss } from "../../stories/theming/tailwindDefaultApp";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const twDir = path.dirname(createRequire(import.meta.url).resolve("tailwindcss/package.json"));
const preset = readFileSync(path.join(root, "packages/react/presets/tailwind.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const theme = readFileSync(path.join(twDir, "theme.css"), "utf8");

/** `var(--name)` / `var(--name, fallback)` reads of Tailwind theme variables in the preset: name → fallback or undefined. */
function presetReads(): Map<string, string | undefined> {
  const reads = new Map<string, string | undefined>();
  for (const m of preset.matchAll(/var\((--[\w-]+)(?:,\s*((?:[^()]|\((?:[^()]|\([^()]*\))*\))*))?\)/g)) {
    const name = m[1]!;
    if (name.startsWith("--rui-")) continue;
    reads.set(name, m[2]?.trim());
  }
  return reads;
}

test("in a default create-next-app (Tailwind v4), every theme variable the preset reads is emitted or has a fallback", async () => {
  const css = await buildDefaultAppCss((id) => (id === "tailwindcss" ? readFileSync(path.join(twDir, "index.css"), "utf8") : undefined));
  const emitted = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
  // the build is the default app's: it emits what its utilities use and not the palette the kit needs
  expect(emitted.has("--color-zinc-50")).toBe(true);
  expect(emitted.has("--color-gray-900")).toBe(false);
  const reads = presetReads();
  expect(reads.size).toBeGreaterThan(15);
  const bare = [...reads].filter(([name, fallback]) => fallback === undefined && !emitted.has(name) && !["--color-primary", "--color-primary-foreground"].includes(name)).map(([n]) => n);
  expect(bare, "read without a fallback and not emitted by the default app").toEqual([]);
});

test("each fallback is Tailwind 4's own default for that variable (so an app's @theme and the defaults agree)", () => {
  for (const [name, fallback] of presetReads()) {
    if (fallback === undefined || name === "--color-primary" || name === "--color-primary-foreground") continue;
    const value = new RegExp(`${name}:\\s*([^;]+);`).exec(theme)?.[1];
    expect(value, name).toBeDefined();
    expect(fallback.replace(/\s+/g, " "), name).toBe(value!.replace(/\s+/g, " ").trim());
  }
});
