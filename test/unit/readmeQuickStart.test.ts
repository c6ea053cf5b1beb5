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
