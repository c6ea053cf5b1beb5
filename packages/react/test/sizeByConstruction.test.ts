/**
 * Size by construction (issue 10, docs/architecture.md, "Public contract and conventions" and "Budgets and benchmarks"): every top-level `forwardRef` / `memo` /
 * `createContext` call in the react sources is marked `/* @__PURE__ *\/`, so an app's bundler can drop the
 * components it never imports; and no module reaches for an internal of another package.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe("react sources", () => {
  it("mark every top-level forwardRef / memo / createContext call pure", () => {
    const unmarked: string[] = [];
    let calls = 0;
    for (const file of files(src)) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (!/^export const \w+ = .*\b(forwardRef|memo|createContext)\s*[<(]/.test(line) && !/^const \w+ = .*\b(forwardRef|memo|createContext)\s*[<(]/.test(line)) return;
        calls++;
        if (!/=\s*\/\* @__PURE__ \*\/\s*(forwardRef|memo|createContext)\b/.test(line)) unmarked.push(`${path.relative(src, file)}:${i + 1}`);
      });
    }
    expect(calls).toBeGreaterThan(15);
    expect(unmarked).toEqual([]);
  });

  it("import core only through its public entries", () => {
    const deep: string[] = [];
    for (const file of files(src))
      for (const m of readFileSync(file, "utf8").matchAll(/from "(@reasoning-ui\/core[^"]*|\.\.\/\.\.\/\.\.\/[^"]*)"/g))
        if (!["@reasoning-ui/core", "@reasoning-ui/core/adapters", "@reasoning-ui/core/storage", "@reasoning-ui/core/lifecycle", "@reasoning-ui/core/diagnostics"].includes(m[1]!)) deep.push(`${path.relative(src, file)}: ${m[1]}`);
    expect(deep).toEqual([]);
  });

  it("the reasoning parts take their own label defaults, never the whole table (a ReasoningMessage with a store ships no list or composer strings)", () => {
    const parts = [
      ...readdirSync(path.join(src, "primitives/reasoning")).map((f) => `primitives/reasoning/${f}`),
      "components/ReasoningPanel.tsx",
      "components/ReasoningPanelBody.tsx",
      "components/ReasoningBlockView.tsx",
      "components/HiddenReasoningIndicator.tsx",
      "components/ReasoningSummaryBadge.tsx",
      "internal/useLifecycleMessage.ts",
    ];
    const whole: string[] = [];
    for (const rel of parts) {
      const text = readFileSync(path.join(src, rel), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      if (/\buseLabels\(|\bmergeLabels\(|import \{[^}]*\bdefaultLabels\b/.test(text)) whole.push(rel);
    }
    expect(parts.length).toBeGreaterThan(10);
    expect(whole).toEqual([]);
  });
});
