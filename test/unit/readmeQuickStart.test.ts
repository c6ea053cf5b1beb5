/** The README's Quick start is the example apps' chat component, line for line ("use client" included). */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), "utf8");

test("README Quick start = examples/vite/src/Chat.tsx = examples/nextjs/app/Chat.tsx = the react README's smallest example", () => {
  const readme = read("README.md");
  const section = readme.slice(readme.indexOf("## Quick start"));
  const block = /```tsx\n([\s\S]*?)```/.exec(section)?.[1];
  expect(block).toBeDefined();
  expect(block!.startsWith('"use client";\n')).toBe(true);
  expect(read("examples/vite/src/Chat.tsx")).toBe(block);
  expect(read("examples/nextjs/app/Chat.tsx")).toBe(block);
  // The react package's README shows the same component.
  const packageReadme = read("packages/react/README.md");
  expect(/```tsx\n([\s\S]*?)```/.exec(packageReadme.slice(packageReadme.indexOf("## Smallest working example")))?.[1]).toBe(block);
});

/** Code without comments, whitespace or trailing commas: what must agree between a README snippet and a file. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1")
    .replace(/\s+/g, "")
    .replace(/,([}\])])/g, "$1");

test("README's Vite config (proxy that passes a cut on) = examples/vite/vite.config.ts", () => {
  const readme = read("README.md");
  const block = /```ts\n(\/\/ vite\.config\.ts\n[\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  expect(block).toContain("if (!proxyRes.complete) res.destroy();");
  expect(code(block!)).toBe(code(read("examples/vite/vite.config.ts")));
});

test("README's Next.js route handler = examples/nextjs/app/api/agent/[[...path]]/route.ts (what the installed tests build under cacheComponents)", () => {
  const readme = read("README.md");
  const block = /```ts\n(\/\/ app\/api\/agent\/\[\[\.\.\.path\]\]\/route\.ts[^\n]*\n[\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  expect(block).not.toMatch(/export const dynamic/);
  expect(code(block!)).toBe(code(read("examples/nextjs/app/api/agent/[[...path]]/route.ts")));
});
