/**
 * No import circles (issue 28, item 6): every package's source is a directed graph, type imports counted. Checked
 * with madge (its TypeScript detective keeps `import type` edges), the same check `pnpm circles` prints.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

type MadgeResult = { circular(): string[][]; obj(): Record<string, string[]> };
type Madge = (paths: string[], config: Record<string, unknown>) => Promise<MadgeResult>;
const madge = createRequire(import.meta.url)("madge") as Madge;

const root = fileURLToPath(new URL("../..", import.meta.url));
const sources = ["packages/core/src", "packages/react/src", "packages/agent/src", "packages/demo-agent/src"];

test("no package's source has an import circle, type imports included", async () => {
  const graph = await madge(sources, {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: `${root}tsconfig.json`,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  // The check sees the whole tree (a wrong path would find no circle in nothing).
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(200);
  expect(graph.circular().map((circle) => circle.join(" > "))).toEqual([]);
});
