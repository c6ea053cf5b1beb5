/**
 * The design record is linked by name: docs/architecture.md is one chapter per seam (`## Name`) with named parts
 * (`### Name`), and every tracked file cites it as `docs/architecture.md, "Name"` — never by a section number,
 * which moves whenever a chapter is added. These checks keep every such citation pointing at a heading that exists.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RECORD = "docs/architecture.md";
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const text = (f: string) => readFileSync(path.join(root, f), "utf8");
const SELF = "test/unit/designRecordLinks.test.ts";
const textFiles = tracked.filter((f) => f !== SELF).filter((f) => /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh)$/.test(f) || f.startsWith(".ci/"));

const record = text(RECORD);
const chapters = [...record.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
const parts = [...record.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.trim());
const names = new Set([...chapters, ...parts]);

test("the record's chapters and parts have unique, unnumbered names", () => {
  const seen = new Set<string>();
  const repeated = [...chapters, ...parts].filter((n) => seen.size === seen.add(n).size);
  expect(repeated).toEqual([]);
  expect(chapters.filter((n) => /^\d/.test(n))).toEqual([]);
  expect(chapters.length).toBeGreaterThanOrEqual(10);
});

test("nothing cites the record by section number", () => {
  const bySection = textFiles
    .filter((f) => f !== "pnpm-lock.yaml")
    .flatMap((f) =>
      text(f)
        .split("\n")
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => /architecture\.md[`'",]*\s*§/.test(line) || (f === RECORD && line.includes("§"))),
    )
    .map(({ at }) => at);
  expect(bySection).toEqual([]);
});

test('every `docs/architecture.md, "Name"` names a chapter or a part of the record', () => {
  const unknown: string[] = [];
  for (const f of textFiles) {
    if (f === RECORD || f === "pnpm-lock.yaml") continue;
    for (const m of text(f).matchAll(/docs\/architecture\.md,\s*\\?"([^"\\\n]{1,80})\\?"/g)) {
      if (!names.has(m[1]!.trim())) unknown.push(`${f}: "${m[1]}"`);
    }
  }
  expect(unknown, `headings of ${RECORD}: ${[...names].join(" | ")}`).toEqual([]);
});
