/**
 * The packages as published: `pnpm pack` each one (the `dist` built by the global setup), then lint the
 * tarball with publint and check its types with `attw --profile esm-only` (Are The Types Wrong: every
 * entry point resolves to JavaScript and matching declarations under node16-ESM and bundler resolution).
 * `./styles.css`, `./chat.css`, `./styles/*.css`, `./markdown.css`, `./presets/*.css` (CSS) and `./tokens.json` (DTCG JSON) are not modules with types, so attw is told to skip those entry points.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";

const exec = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const out = mkdtempSync(path.join(tmpdir(), "rui-pack-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs a command; resolves with its exit code and everything it printed (never rejects on a non-zero exit). */
async function run(file: string, args: string[], cwd = root) {
  try {
    const { stdout, stderr } = await exec(file, args, { cwd, env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

describe.each(["core", "react"])("@reasoning-ui/%s packed", (name) => {
  const dir = path.join(root, "packages", name);
  const tarball = path.join(out, `reasoning-ui-${name}-0.1.0.tgz`);
  const packed = (async () => {
    const pack = await run("pnpm", ["pack", "--pack-destination", out], dir);
    if (pack.code !== 0) throw new Error(`pnpm pack failed:\n${pack.output}`);
    const list = await run("tar", ["-tzf", tarball]);
    return list.output.split("\n").filter(Boolean);
  })();

  test("ships dist, README and LICENSE, with license and repository metadata", async () => {
    const files = await packed;
    expect(files).toEqual(expect.arrayContaining(["package/package.json", "package/README.md", "package/LICENSE", "package/dist/index.js", "package/dist/index.d.ts"]));
    expect(files.filter((f) => f.startsWith("package/src/"))).toEqual([]);
    // Every opt-in subpath of core is built and shipped (`exports` lists them; attw below checks they resolve).
    if (name === "core") for (const sub of ["protocol", "adapters", "json-patch", "strict", "diagnostics", "audit"]) expect(files).toEqual(expect.arrayContaining([`package/dist/${sub}/index.js`, `package/dist/${sub}/index.d.ts`]));
    const manifest = JSON.parse((await run("tar", ["-xzOf", tarball, "package/package.json"])).output) as Record<string, unknown>;
    expect(manifest.license).toBe("MIT");
    expect(manifest.repository).toMatchObject({ type: "git", directory: `packages/${name}` });
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
    // The LICENSE inside the package is the repository's, word for word.
    expect((await run("tar", ["-xzOf", tarball, "package/LICENSE"])).output).toBe(readFileSync(path.join(root, "LICENSE"), "utf8"));
  }, 60_000);

  test("publint --strict reports nothing", async () => {
    await packed;
    const lint = await run(bin("publint"), ["--strict", tarball]);
    expect(lint.output).toContain("All good!");
    expect(lint.code, lint.output).toBe(0);
  }, 60_000);

  test("attw --profile esm-only reports no problem", async () => {
    await packed;
    const attw = await run(bin("attw"), [tarball, "--profile", "esm-only", "--exclude-entrypoints", "./styles.css", "./chat.css", "./styles/*.css", "./markdown.css", "./tokens.json", "./presets/shadcn.css", "./presets/tailwind.css", "./presets/radix-themes.css", "--format", "ascii", "--no-emoji", "--no-color"]);
    expect(attw.code, attw.output).toBe(0);
  }, 60_000);
});
