// `pnpm size` (after size-limit): per-module breakdown of the P4 apps (docs/architecture.md, "Budgets and benchmarks", issue 10) — what each
// part of the code and each dependency costs, minified, with the whole bundle's min+gzip size. React external,
// every other dependency bundled. Printed, never asserted: `pnpm size` / `size:guard` are the checks.
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve("@size-limit/esbuild"))("esbuild");
const root = fileURLToPath(new URL("../..", import.meta.url));
const src = (p) => root + p;
const alias = {
  "@reasoning-ui/core/json-patch": src("packages/core/src/json-patch/index.ts"),
  "@reasoning-ui/core/strict": src("packages/core/src/strict/index.ts"),
  "@reasoning-ui/core/diagnostics": src("packages/core/src/diagnostics/index.ts"),
  "@reasoning-ui/core/storage": src("packages/core/src/storage/index.ts"),
  "@reasoning-ui/core/ai-sdk": src("packages/core/src/transport/aiSdk/index.ts"),
  "@reasoning-ui/core": src("packages/core/src/index.ts"),
  "@reasoning-ui/react": src("packages/react/src/index.ts"),
};
const apps = [
  ["(a) README Quick start (goal ≤ 20 kB)", "bench/size/quickstart.tsx"],
  ["(b) ReasoningMessage + store, no transport (goal ≤ 12 kB)", "bench/size/reasoning-message.tsx"],
  ["(b) ReasoningMessage + createReasoningStore (goal ≤ 15 kB)", "bench/size/reasoning-store.tsx"],
  ["core half of (a): store + runHttpAgent + buildRunAgentInput", "bench/size/core-quickstart.ts"],
  ["core half of (b): createAgentStore", "bench/size/core-store.ts"],
  ["opt-in: @reasoning-ui/core/json-patch", "bench/size/json-patch.ts"],
  ["opt-in: @reasoning-ui/core/strict", "bench/size/strict.ts"],
];

const byFile = process.argv.includes("--files");

/** A module's group: our package's folder, or the dependency's name. */
function group(path) {
  const dep = path.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (dep) return dep[1];
  // Core file by file (its reducer is most of what an app pays), react folder by folder.
  const core = path.match(/packages\/core\/src\/(.+)\.tsx?$/);
  if (core) return `core/${core[1]}`;
  // react folder by folder; `--files` (`node bench/size/breakdown.mjs --files`) file by file
  const react = path.match(byFile ? /packages\/react\/src\/(.+)\.tsx?$/ : /packages\/react\/src\/([^/]+)/);
  if (react) return `react/${react[1].replace(/\.tsx?$/, "")}`;
  return path;
}

for (const [name, entry] of apps) {
  const result = await esbuild.build({
    entryPoints: [src(entry)],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    metafile: true,
    jsx: "automatic",
    alias,
    // The stylesheet an app imports (the Quick start's chat.css) is measured apart, by bench/size/split.mjs.
    external: ["react", "react-dom", "react/*", "react-dom/*", "*.css"],
    logLevel: "silent",
  });
  const out = result.outputFiles[0].contents;
  const gz = gzipSync(out, { level: 9 }).length;
  const inputs = Object.values(result.metafile.outputs)[0].inputs;
  const groups = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) groups.set(group(path), (groups.get(group(path)) ?? 0) + bytesInOutput);
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name}: ${(gz / 1000).toFixed(2)} kB min+gzip (${(out.length / 1000).toFixed(1)} kB min)`);
  // The reducer's share (issue 23, P4): core/reducer/* plus the legacy THINKING_* mapping it applies.
  const reducer = [...groups].filter(([g]) => g.startsWith("core/reducer/") || g === "core/protocol/legacyThinking").reduce((a, [, b]) => a + b, 0);
  if (reducer) console.log(`  the reducer (core/reducer/* + legacyThinking): ${((gz * reducer) / total / 1000).toFixed(2)} kB of the gzip (${((100 * reducer) / total).toFixed(0)} %)`);
  for (const [g, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    if (bytes < 200) continue;
    console.log(`  ${g.padEnd(34)} ${(bytes / 1000).toFixed(1).padStart(6)} kB min  ≈ ${((gz * bytes) / total / 1000).toFixed(2).padStart(5)} kB of the gzip`);
  }
}
