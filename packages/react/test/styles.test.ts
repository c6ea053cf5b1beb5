/**
 * styles.css (issue 9): a theme override wins wherever it is set — even on the element that carries
 * `data-theme="dark"`, and whichever stylesheet loads last — because every rule of the kit, palettes included,
 * has zero specificity (`:where(…)`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/styles.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The selector list of every style rule that declares `--rui-*` custom properties (the theme's palettes). */
function variableRules(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const head = m[1]!.trim();
    if (head.startsWith("@") || !/--rui-[\w-]+\s*:/.test(m[2]!)) continue;
    out.push(head);
  }
  return out;
}

describe("styles.css", () => {
  it("declares its variables with zero specificity: the light/dark palettes and data-theme containers included", () => {
    const rules = variableRules(css);
    expect(rules.length).toBeGreaterThanOrEqual(5);
    expect(rules.filter((s) => s.includes("data-theme")).length).toBeGreaterThanOrEqual(2);
    const specific = rules.filter((s) => !/^:where\((?:[^()]|\([^()]*\))*\)$/.test(s));
    expect(specific).toEqual([]);
  });

  it("declares every palette variable inside :where() so `.my-chat[data-theme=dark] { --rui-color-accent }` wins", () => {
    const dark = /:where\(\[data-theme="dark"\][^)]*\)\s*\{([^}]*)\}/.exec(css);
    expect(dark?.[1]).toContain("--rui-color-accent:");
  });
});
