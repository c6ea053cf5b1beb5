/**
 * No import circles (issue 28, item 6): every package's source is a directed graph, type imports counted. Checked
 * with madge (its TypeScript detective keeps `import type` edges), the same check `pnpm circles` prints.
 */
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

type MadgeResult = { circular(): string[][]; obj(): Record<string, string[]> };
type Madge = (paths: string[], config: Record<string, unknown>) => Promise<MadgeResult>;
const madge = createRequire(import.meta.url)("madge") as Madge;

const root = fileURLToPath(new URL("../..", import.meta.url));
// Every package of the workspace that has a source folder (a new package is checked without editing this list).
const sources = readdirSync(`${root}packages`)
  .map((name) => `packages/${name}/src`)
  .filter((path) => existsSync(`${root}${path}`));

test("no package's source has an import circle, type imports included", async () => {
  const graph = await madge(sources, {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: `${root}tsconfig.json`,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  // The check sees the whole tree (a wrong path would find no circle in nothing).
  expect(sources).toEqual(expect.arrayContaining(["packages/core/src", "packages/react/src", "packages/agent/src", "packages/server/src"]));
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(200);
  expect(graph.circular().map((circle) => circle.join(" > "))).toEqual([]);
});
