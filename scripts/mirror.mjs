#!/usr/bin/env node
/**
 * Tests mirror the source: a module `packages/<p>/src/<dir>/<name>.ts(x)` has its tests at
 * `packages/<p>/test/<dir>/<name>[.<aspect>].test.ts(x)` (one file, or several split by aspect, e.g.
 * `persistence.crossTab.test.ts`). This script lists, per package, the modules with logic and whether a test sits at
 * the mirrored path, and prints the ratio; test/unit/mirror.test.ts fails when a checked package is under the floor.
 *
 * A module "with logic" is a .ts/.tsx file under `packages/<p>/src` (declaration files and `.css` excluded) that
 * has, outside type-only statements, at least one of: a function (declaration, arrow or expression, a method
 * included), a class, or a value computed by a call or `new` (e.g. `createContext(...)`, `forwardRef(...)`,
 * `lazyPart(() => import(...))`). A file made only of types, imports, re-exports (`export ... from`) and literal data
 * (strings, numbers, object and array literals of them) has no logic of its own to test and is not counted.
 *
 * Usage: `pnpm mirror` (every package), `pnpm mirror core react` (some), `--missing` to list the modules without a
 * mirrored test, `--json` for the whole report.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

/** The packages issue 42 holds to the floor; the others are reported too. */
export const CHECKED = ["core", "react", "agent"];
/** The share of modules with logic that must have a mirrored test in a checked package. */
export const FLOOR = 0.6;

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every file under `dir` (recursive), as paths relative to `dir` with `/` separators; [] when `dir` is absent. */
function walk(dir, prefix = "") {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    const rel = prefix ? `${prefix}/${entry}` : entry;
    if (statSync(full).isDirectory()) out.push(...walk(full, rel));
    else out.push(rel);
  }
  return out;
}

const TYPE_ONLY = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.EmptyStatement,
]);

const LOGIC = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.ClassExpression,
  ts.SyntaxKind.CallExpression,
  ts.SyntaxKind.NewExpression,
]);

/** Whether a source text has logic (see the opening comment). `declare` statements count as types. */
export function hasLogic(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = (node) => {
    // Types never run: a function type or a call in a type position is not logic.
    if (ts.isTypeNode(node)) return false;
    if (LOGIC.has(node.kind)) return true;
    return ts.forEachChild(node, found) ?? false;
  };
  for (const statement of source.statements) {
    if (TYPE_ONLY.has(statement.kind)) continue;
    if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) continue;
    // `enum` is data; `export default <literal>` and `const x = { ... }` of literals are data too.
    if (ts.isEnumDeclaration(statement)) continue;
    if (found(statement)) return true;
  }
  return false;
}

/** The test files (relative to `packages/<p>/test`) that mirror `src/<dir>/<name>.ts(x)`. */
function mirroredTests(module, tests) {
  const dir = path.posix.dirname(module);
  const name = path.posix.basename(module).replace(/\.tsx?$/, "");
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^${escaped}(\\.[\\w-]+)?\\.test\\.tsx?$`);
  return tests.filter((test) => path.posix.dirname(test) === dir && pattern.test(path.posix.basename(test)));
}

/**
 * The mirror report of one package: its modules with logic (paths relative to `src`), each with its mirrored tests
 * (paths relative to `test`), and the ratio covered / total (1 when the package has no module with logic).
 */
export function packageReport(pkg, root = ROOT) {
  const src = path.join(root, "packages", pkg, "src");
  const testDir = path.join(root, "packages", pkg, "test");
  const tests = walk(testDir).filter((file) => /\.test\.tsx?$/.test(file));
  const modules = walk(src)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => hasLogic(file, readFileSync(path.join(src, file), "utf8")))
    .map((module) => ({ module, tests: mirroredTests(module, tests) }));
  const covered = modules.filter((m) => m.tests.length > 0).length;
  return { pkg, modules, covered, total: modules.length, ratio: modules.length === 0 ? 1 : covered / modules.length };
}

/** Every package under `packages/` that has a `src` folder. */
export function packages(root = ROOT) {
  return readdirSync(path.join(root, "packages"))
    .filter((name) => existsSync(path.join(root, "packages", name, "src")))
    .sort();
}

/** The report of the named packages (all when none named). */
export function mirrorReport(names = [], root = ROOT) {
  return (names.length > 0 ? names : packages(root)).map((pkg) => packageReport(pkg, root));
}

function main(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith("--")));
  const names = argv.filter((a) => !a.startsWith("--"));
  const report = mirrorReport(names);
  if (flags.has("--json")) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  let failed = false;
  for (const { pkg, modules, covered, total, ratio } of report) {
    const checked = CHECKED.includes(pkg);
    const under = checked && ratio < FLOOR;
    failed ||= under;
    const mark = checked ? (under ? `UNDER ${Math.round(FLOOR * 100)} %` : "ok") : "not checked";
    console.log(`${pkg.padEnd(12)} ${String(covered).padStart(4)} / ${String(total).padEnd(4)} ${(ratio * 100).toFixed(1).padStart(5)} %  ${mark}`);
    if (flags.has("--missing")) for (const m of modules) if (m.tests.length === 0) console.log(`    - src/${m.module}`);
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
