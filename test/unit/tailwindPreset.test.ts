/**
 * The Tailwind preset in a default Tailwind v4 app (issue 39 item 8). Tailwind 4 emits only the theme variables the
 * app's utilities use: a fresh create-next-app (its globals.css and page classes, below) gets no `--spacing`, no
 * `--color-gray-*`, so a preset reading them bare left the kit unstyled. Built here with Tailwind's own compiler (the
 * version the repository installs): every theme variable the preset reads is either emitted by that build or read
 * with a fallback, and each fallback is Tailwind's own default value (node_modules/tailwindcss/theme.css).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "tailwindcss";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const twDir = path.dirname(createRequire(import.meta.url).resolve("tailwindcss/package.json"));
const preset = readFileSync(path.join(root, "packages/react/presets/tailwind.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const theme = readFileSync(path.join(twDir, "theme.css"), "utf8");

/** create-next-app 16's app/globals.css (Tailwind v4), verbatim in substance. */
const GLOBALS = `@import "tailwindcss";

:root {
  --background: #ffffff;
  --foreground: #171717;
}

@theme inline {
  --color-background: var(--background);
  --color-foreground: var(--foreground);
  --font-sans: var(--font-geist-sans);
  --font-mono: var(--font-geist-mono);
}

@media (prefers-color-scheme: dark) {
  :root {
    --background: #0a0a0a;
    --foreground: #ededed;
  }
}
`;
/** Class names of create-next-app's page.tsx and layout.tsx (what Tailwind scans in a fresh app). */
const CANDIDATES = ["flex", "min-h-screen", "items-center", "justify-center", "bg-zinc-50", "font-sans", "dark:bg-black", "w-full", "max-w-3xl", "flex-col", "py-32", "px-16", "bg-white", "sm:items-start", "gap-6", "text-center", "text-3xl", "font-semibold", "leading-10", "tracking-tight", "text-black", "dark:text-zinc-50", "text-lg", "leading-8", "text-zinc-600", "dark:text-zinc-400", "font-medium", "text-zinc-950", "h-12", "rounded-full", "antialiased"];

async function buildDefaultApp(): Promise<string> {
  const compiler = await compile(GLOBALS, {
    base: root,
    loadStylesheet: async (id: string, base: string) => {
      const file = id === "tailwindcss" ? path.join(twDir, "index.css") : id.startsWith("./") ? path.join(base, id) : path.join(twDir, id.replace(/^tailwindcss\//, ""));
      return { path: file, base: path.dirname(file), content: readFileSync(file, "utf8") };
    },
  });
  return compiler.build(CANDIDATES);
}

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
  const css = await buildDefaultApp();
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
