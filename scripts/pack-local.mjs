// `pnpm pack:local [dir] [--no-build] [--quiet]` (issue 31 part 6): until @reasoning-ui/core and @reasoning-ui/react are on the registry,
// use them from a clone. Builds both packages, packs each into a tarball in `dir` (default: packs/ at the
// repository's root) and prints the one command that installs both into your app:
//
//   pnpm add /…/packs/reasoning-ui-core-0.1.0.tgz /…/packs/reasoning-ui-react-0.1.0.tgz
//
// Both in one command: the react package depends on @reasoning-ui/core at the same version, and that is satisfied
// by the core tarball installed beside it (on its own it would be looked up on the registry, where it is not yet).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(root, "packs"));
const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
/** `--quiet`: only the install line. `--no-build`: pack the `dist` already built (test/installed builds it first). */
const quiet = args.includes("--quiet");
const build = !args.includes("--no-build");

function run(args, cwd) {
  const r = spawnSync(pnpm, args, { cwd, stdio: quiet ? ["ignore", "pipe", "inherit"] : "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\`pnpm ${args.join(" ")}\` failed (exit ${r.status}) in ${cwd}`);
    process.exit(r.status ?? 1);
  }
}

mkdirSync(out, { recursive: true });
const names = ["core", "react"];
if (build) run(["--filter", "@reasoning-ui/core", "--filter", "@reasoning-ui/react", "run", "build"], root);
const tarballs = names.map((name) => {
  const dir = path.join(root, "packages", name);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  run(["pack", "--pack-destination", out], dir);
  return path.join(out, `reasoning-ui-${name}-${version}.tgz`);
});
const quote = (p) => (/[\s"'$`\\]/.test(p) ? JSON.stringify(p) : p);
if (!quiet) console.log(`\nPacked into ${out}. In your app (React 18 or 19 installed), add both in one command:\n`);
console.log(`pnpm add ${tarballs.map(quote).join(" ")}`);
if (!quiet) console.log(`\n(npm: npm install ${tarballs.map(quote).join(" ")})`);
