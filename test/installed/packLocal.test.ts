/**
 * Install from a clone (issue 31 part 6): the README's way to use the packages before they are on the registry.
 * `pnpm pack:local` (scripts/pack-local.mjs; here with `--no-build`, the global setup has built `dist`) packs
 * @reasoning-ui/core and @reasoning-ui/react and prints one `pnpm add <core.tgz> <react.tgz>` line. That line, run as
 * printed in a fresh app outside the workspace (react and react-dom linked from the workspace, every other
 * dependency from the pnpm store, offline), installs both — the react tarball's peer on core is the core tarball,
 * one copy — and the README's Quick start block, copied as is, builds with Vite: its first load and the chunks it
 * loads on first use come out apart (the published package keeps the `import()`s), and the page renders its chat in
 * Chromium with no error.
 */
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, readFile, readdir, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import react from "@vitejs/plugin-react";
import { build, preview } from "vite";
import { afterAll, expect, test } from "vitest";
import { launchChromium } from "./browser";

const exec = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
let scratch: string | undefined;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function pnpm(args: string[], cwd: string) {
  return exec("pnpm", args, { cwd, env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 16 * 1024 * 1024 });
}

/** The README's Quick start page block (the first ```tsx block after "## Quick start"). */
async function quickStartBlock(): Promise<string> {
  const readme = await readFile(path.join(root, "README.md"), "utf8");
  const from = readme.indexOf("\n## Quick start");
  const block = /^```tsx\n([\s\S]*?)^```$/m.exec(readme.slice(from));
  expect(block, "README.md has a Quick start tsx block").not.toBeNull();
  return block![1]!;
}

test("pnpm pack:local's printed line installs both packages into a fresh app; the Quick start builds with its lazy chunks apart and renders", { timeout: 300_000 }, async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rui-pack-local-"));
  const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(manifest.scripts["pack:local"]).toBe("node scripts/pack-local.mjs");
  const packed = await exec(process.execPath, [path.join(root, "scripts/pack-local.mjs"), path.join(scratch, "packs"), "--no-build", "--quiet"], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  const line = packed.stdout.trim().split("\n").at(-1)!;
  expect(line).toMatch(/^pnpm add \S+reasoning-ui-core-[\d.]+\.tgz \S+reasoning-ui-react-[\d.]+\.tgz$/);

  // A fresh app outside the workspace, with React from the workspace's install.
  const app = path.join(scratch, "app");
  await mkdir(path.join(app, "src"), { recursive: true });
  const link = (name: string) => `link:${path.join(root, "node_modules", name)}`;
  await writeFile(path.join(app, "package.json"), JSON.stringify({ name: "fresh-app", private: true, type: "module", dependencies: { react: link("react"), "react-dom": link("react-dom") } }, null, 2));
  const args = line.split(" ").slice(1);
  try {
    await pnpm([...args, "--offline"], app);
  } catch (err) {
    // A machine whose pnpm cache lacks a dependency's metadata (installed from a frozen lockfile) looks it up once.
    // (pnpm prints its ERR_PNPM_* line on stdout, not stderr)
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    if (!`${stdout}${stderr}`.includes("NO_OFFLINE_META")) throw err;
    await pnpm([...args, "--prefer-offline"], app);
  }
  const installed = JSON.parse(await readFile(path.join(app, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  expect(Object.keys(installed.dependencies).sort()).toEqual(["@reasoning-ui/core", "@reasoning-ui/react", "react", "react-dom"]);
  // One core: the one react's package resolves is the app's own (the core tarball), not a second copy.
  const appCore = await realpath(path.join(app, "node_modules/@reasoning-ui/core"));
  const reactDir = await realpath(path.join(app, "node_modules/@reasoning-ui/react"));
  const reactCore = await realpath(path.join(reactDir, "..", "core")).catch(() => realpath(path.join(reactDir, "node_modules/@reasoning-ui/core")));
  expect(reactCore).toBe(appCore);

  // The README's Quick start, copied as is, built as an app builds it.
  await writeFile(path.join(app, "src/Chat.tsx"), await quickStartBlock());
  await writeFile(path.join(app, "src/main.tsx"), `import { createRoot } from "react-dom/client";\nimport { Chat } from "./Chat";\n\ncreateRoot(document.getElementById("root")!).render(<Chat />);\n`);
  await writeFile(
    path.join(app, "index.html"),
    `<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Fresh app</title></head>\n  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n`,
  );
  const config = { root: app, configFile: false as const, logLevel: "error" as const, plugins: [react()] };
  await build({ ...config, build: { outDir: path.join(app, "dist"), emptyOutDir: true } });
  const assets = path.join(app, "dist/assets");
  const js = (await readdir(assets)).filter((f) => f.endsWith(".js"));
  const code = Object.fromEntries(await Promise.all(js.map(async (f) => [f, await readFile(path.join(assets, f), "utf8")] as const)));
  const html = await readFile(path.join(app, "dist/index.html"), "utf8");
  const entry = js.find((f) => html.includes(f));
  expect(entry).toBeDefined();
  // The message editor is a chunk of its own, imported by the entry with import(), not part of the first load.
  const editor = js.filter((f) => code[f]!.includes('"message-editor"'));
  expect(editor).toHaveLength(1);
  expect(editor[0]).not.toBe(entry);
  expect(code[entry!]).toContain(editor[0]);
  expect(html).not.toContain(editor[0]);

  const server = await preview({ ...config, build: { outDir: path.join(app, "dist") }, preview: { host: "127.0.0.1", port: 0, strictPort: false } });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto(server.resolvedUrls!.local[0]!);
    await page.locator('[data-rui="composer"] textarea').waitFor();
    await expect.poll(() => page.locator('section[aria-label="Chat"] [data-rui="message-list"]').count()).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await server.close();
  }
});
