/**
 * The READMEs name only what the subpaths really export: every identifier in the react package README's
 * `/steps`, `/markdown` and `/devtools` rows, and every name the root README imports from those subpaths, is an
 * export of that entry (a namespace member such as `Timeline.Root` included). The root README's `/steps` and
 * `/devtools` imports are listed in the react README too, so the two never disagree.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), "utf8");
const entries = {
  steps: () => import("../../packages/react/src/steps"),
  markdown: () => import("../../packages/react/src/markdown"),
  devtools: () => import("../../packages/react/src/devtools/index"),
} as const;
type Subpath = keyof typeof entries;

/** Identifiers in backticks in the package README's table row for `@reasoning-ui/react/<subpath>`. */
function rowNames(readme: string, subpath: Subpath): string[] {
  const row = readme.split("\n").find((line) => line.startsWith("|") && line.includes(`(\`@reasoning-ui/react/${subpath}\``));
  expect(row, `a Parts row for /${subpath}`).toBeDefined();
  const cells = row!.split("|").slice(2).join("|");
  return [...cells.matchAll(/`([A-Za-z][\w.]*)(?:\([^`]*)?`/g)].map((m) => m[1]!);
}

/** Names the root README imports from `@reasoning-ui/react/<subpath>`. */
function importedNames(readme: string, subpath: Subpath): string[] {
  const re = new RegExp(`import \\{([^}]*)\\} from "@reasoning-ui/react/${subpath}"`, "g");
  return [...readme.matchAll(re)].flatMap((m) => m[1]!.split(",").map((n) => n.trim().replace(/^type /, "")).filter(Boolean));
}

async function exported(subpath: Subpath, name: string): Promise<boolean> {
  const module = (await entries[subpath]()) as Record<string, unknown>;
  const [head, ...rest] = name.split(".");
  let value: unknown = module[head!];
  for (const part of rest) value = value === undefined ? undefined : (value as Record<string, unknown>)[part];
  return value !== undefined;
}

/** Named in a row but not exports of the entry: props, and what the row says comes from another package. */
const NOT_EXPORTS = new Set(["store", "log", "capacity", "refreshMs", "createReasoningStepsStore"]);

test.each(Object.keys(entries) as Subpath[])("react README's /%s row and the root README's imports name real exports", async (subpath) => {
  const packageReadme = read("packages/react/README.md");
  const rootReadme = read("README.md");
  const listed = rowNames(packageReadme, subpath).filter((n) => !NOT_EXPORTS.has(n));
  expect(listed.length).toBeGreaterThan(2);
  const missing: string[] = [];
  for (const name of listed) if (!(await exported(subpath, name))) missing.push(name);
  expect(missing, `listed in packages/react/README.md but not exported by /${subpath}`).toEqual([]);

  const imported = importedNames(rootReadme, subpath);
  for (const name of imported) expect(await exported(subpath, name), `README.md imports ${name} from /${subpath}`).toBe(true);
  for (const name of imported) expect(listed, `README.md imports ${name} from /${subpath}; packages/react/README.md lists it`).toContain(name);
});
