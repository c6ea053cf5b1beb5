/**
 * Tests mirror the source: in core, react and agent at least 60 % of the modules with logic have their tests at
 * `packages/<p>/test/<dir>/<name>[.<aspect>].test.ts(x)`. scripts/mirror.mjs defines "with logic" and finds the
 * mirrored tests; `pnpm mirror --missing` lists what is still without one.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKED, FLOOR, hasLogic, mirrorReport, packageReport } from "../../scripts/mirror.mjs";

describe("what counts as a module with logic", () => {
  it("counts functions, classes, methods and values computed by a call", () => {
    expect(hasLogic("a.ts", "export function f() { return 1; }")).toBe(true);
    expect(hasLogic("a.ts", "export const f = (x: number) => x + 1;")).toBe(true);
    expect(hasLogic("a.ts", "export class Store {}")).toBe(true);
    expect(hasLogic("a.ts", "export const labels = { format() { return 'x'; } };")).toBe(true);
    expect(hasLogic("a.tsx", "import { createContext } from 'react';\nexport const Ctx = createContext(null);")).toBe(true);
    expect(hasLogic("a.ts", "export const cache = new Map<string, number>();")).toBe(true);
  });

  it("does not count types, re-exports and literal data", () => {
    expect(hasLogic("a.ts", "export type F = (x: number) => string;\nexport interface I { m(): void }")).toBe(false);
    expect(hasLogic("a.ts", "export { a } from './a';\nexport * from './b';\nimport type { C } from './c';")).toBe(false);
    expect(hasLogic("a.ts", "export const LIMITS = { maxBytes: 1024, names: ['a', 'b'] } as const;")).toBe(false);
    expect(hasLogic("a.ts", "declare function f(): void;\nexport enum E { A, B }")).toBe(false);
    expect(hasLogic("a.ts", "export const x: ReturnType<typeof setTimeout> | undefined = undefined;")).toBe(false);
  });
});

describe("the mirrored path", () => {
  it("matches <dir>/<name>.test.ts(x) and <dir>/<name>.<aspect>.test.ts(x), nothing else", () => {
    const root = mkdtempSync(path.join(tmpdir(), "mirror-"));
    const file = (rel: string, text = "export const f = () => 1;\n") => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    };
    file("packages/p/src/a/one.ts");
    file("packages/p/src/a/two.tsx");
    file("packages/p/src/a/three.ts");
    file("packages/p/src/four.ts");
    file("packages/p/src/types.ts", "export type T = string;\n");
    file("packages/p/test/a/one.test.ts");
    file("packages/p/test/a/two.render.test.tsx");
    file("packages/p/test/three.test.ts"); // wrong folder
    file("packages/p/test/four.helpers.ts"); // not a test
    file("packages/p/test/fourteen.test.ts"); // another name that starts alike
    const report = packageReport("p", root);
    expect(report.modules.map((m) => [m.module, m.tests])).toEqual([
      ["a/one.ts", ["a/one.test.ts"]],
      ["a/three.ts", []],
      ["a/two.tsx", ["a/two.render.test.tsx"]],
      ["four.ts", []],
    ]);
    expect(report.covered).toBe(2);
    expect(report.ratio).toBe(0.5);
  });
});

describe("the repository", () => {
  const report = mirrorReport(CHECKED);

  it.each(CHECKED)("%s has mirrored tests for at least 60 % of its modules with logic", (pkg) => {
    const entry = report.find((r) => r.pkg === pkg)!;
    // The check sees the package (a wrong path would find 0 of 0).
    expect(entry.total).toBeGreaterThan(20);
    const missing = entry.modules.filter((m) => m.tests.length === 0).map((m) => m.module);
    expect({ pkg, ratio: Number(entry.ratio.toFixed(3)), missing: entry.ratio < FLOOR ? missing : [] }).toEqual({ pkg, ratio: expect.any(Number), missing: [] });
    expect(entry.ratio).toBeGreaterThanOrEqual(FLOOR);
  });
});
