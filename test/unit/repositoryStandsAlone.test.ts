/**
 * The repository stands alone (issue 9): no tracked file reads or links anything outside it. Every relative
 * link in a Markdown file resolves to a tracked file or folder inside the repository, and no source, config
 * or doc names a folder beside the checkout (a sibling `shared`) or an absolute path of one machine.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(tracked.flatMap((f) => f.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
const text = (f: string) => readFileSync(path.join(root, f), "utf8");

test("every relative Markdown link points to a tracked file or folder inside the repository", () => {
  const broken: string[] = [];
  for (const file of tracked.filter((f) => f.endsWith(".md"))) {
    for (const [, target] of text(file).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^([a-z][a-z+.-]*:|#)/i.test(target!)) continue; // https:, mailto:, in-page anchors
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target!.split("#")[0]!)).replace(/\/$/, "");
      if (resolved.startsWith("..") || !(trackedSet.has(resolved) || trackedDirs.has(resolved))) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test("no tracked source, config or doc names a path outside the repository", () => {
  const outside = /\/work\/(?:wt|shared)\b|\bshared\/DESIGN\.md/;
  // `../shared` is outside only when it climbs above the repository (a folder named `shared` inside it is fine).
  const climbsOut = (f: string) =>
    [...text(f).matchAll(/((?:\.\.\/)+)shared\b/g)].some((m) => path.posix.normalize(path.posix.join(path.posix.dirname(f), m[1]!)).startsWith(".."));
  const offenders = tracked
    .filter((f) => /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh)$/.test(f) || f.startsWith(".ci/"))
    .filter((f) => f !== "pnpm-lock.yaml" && (outside.test(text(f)) || climbsOut(f)));
  expect(offenders).toEqual([]);
});
